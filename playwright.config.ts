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
  /**
   * Every test runs with JavaScript (`js`) and without (`no-js`), but a test tagged `@server`
   * checks a fact of the server that JavaScript does not change: a page as rendered (its heading,
   * texts, links, images, layout), a redirect or a guard, a status page. Those run once, in `no-js`,
   * where the page is exactly what the server sent. Every form, and every enhancement (fetchers,
   * optimistic UI, client-side checks, drawers, maps, live updates), stays tested in both projects.
   * Facts that are HTTP alone (statuses, headers, redirect targets, meta tags, JSON-LD, robots.txt,
   * sitemaps) are checked in tests/api instead (pages-shell.test.ts, pages-seo.test.ts, security-headers.test.ts, ...).
   */
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@server/ },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  // One process starts every server at once (tests/support/e2e-servers.ts): Playwright would start
  // the servers of a list one after the other.
  webServer: {
    command: `node --import tsx tests/support/e2e-servers.ts ${Object.entries(E2E_PORTS)
      .map(([name, port]) => `${name}:${port}`)
      .join(" ")}`,
    wait: { stdout: /e2e servers ready/ },
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
