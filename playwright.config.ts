import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from "./tests/support/chromium";

/**
 * Ports of the e2e servers: `main` for most specs, one per project for specs that switch
 * maintenance on, `no-weather`, whose database has no weather reading (never written to), and
 * `payments`, which takes card payments through a local stand-in for the provider (on its port + 1).
 */
// E2E_PORT_BASE moves the servers, so two checkouts can run their suites side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3111);
export const E2E_PORTS = { main: BASE, "maintenance-js": BASE + 1, "maintenance-no-js": BASE + 2, "no-weather": BASE + 3, payments: BASE + 4 } as const;

const server = (name: keyof typeof E2E_PORTS) => ({
  command: `npx tsx tests/support/e2e-server.ts ${name} ${E2E_PORTS[name]}`,
  url: `http://localhost:${E2E_PORTS[name]}/api/v1/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // In CI a test that fails once is run again and reported as flaky (still listed), so one
  // timing hiccup on a loaded machine does not stop a submission; locally failures stay failures.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORTS.main}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: [server("main"), server("maintenance-js"), server("maintenance-no-js"), server("no-weather"), server("payments")],
});
