import fs from "node:fs";

/** Debian's Chromium, as `npm run lighthouse` launches it (package chromium). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The browser of the e2e tests: Debian's build of Chromium's headless shell (package
 * chromium-headless-shell), the one Playwright itself runs for headless tests. It needs less than
 * half the CPU of the full browser in headless mode, and the suite is CPU-bound. Where it is not
 * installed the tests run in the full browser.
 */
const HEADLESS_SHELL_PATH = "/usr/lib/chromium/chromium-headless-shell";
export const E2E_CHROMIUM_PATH = fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

/**
 * Flags for a root user on a machine without internet: without the networking ones Chromium
 * keeps trying to reach outside hosts and is refused.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
