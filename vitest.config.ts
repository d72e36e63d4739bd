import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Test files that set environment variables before the built app first reads them. */
const FRESH_IMPORTS = ["tests/api/render-path.test.ts", "tests/api/social-login.test.ts"];

export default defineConfig({
  // The import aliases of tsconfig.json, for the tests that load page modules.
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@schemas": fileURLToPath(new URL("./api/schemas", import.meta.url)),
    },
  },
  test: {
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
    // A worker imports the app (its built pages, the API, their libraries) once for all the files
    // it runs, not once per file: the import was about a third of the suite's time. Each file
    // starts servers and databases of its own; the files that set the environment the built app
    // reads when first imported run apart, each in a fresh module graph.
    projects: [
      { extends: true, test: { name: "shared-imports", include: ["tests/**/*.test.ts"], exclude: FRESH_IMPORTS, isolate: false } },
      { extends: true, test: { name: "fresh-imports", include: FRESH_IMPORTS } },
    ],
  },
});
