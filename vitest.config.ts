import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // The pages and the API of a test server sign and read the session cookie with one key.
    env: { SESSION_SECRET: "test-suite-session-secret-not-for-production-use" },
  },
});
