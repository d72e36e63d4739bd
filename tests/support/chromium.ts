/** Debian's Chromium, as the e2e tests and `npm run lighthouse` launch it. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

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
