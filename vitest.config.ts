import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The import aliases of tsconfig.json, for the tests that load page modules.
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@schemas": fileURLToPath(new URL("./api/schemas", import.meta.url)),
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one file fewer than the cores: a single file at a time on 2 cores. The
    // files spend much of their time waiting (servers and processes starting, sockets, mail), so
    // one file per core keeps the CPU busy (the suite took 309 s instead of 606 s on 2 cores).
    maxWorkers: Math.max(2, os.availableParallelism()),
    // The pages and the API of a test server sign and read the session cookie with one key.
    env: { SESSION_SECRET: "test-suite-session-secret-not-for-production-use" },
  },
});
