/**
 * Debian's chromium (never a downloaded browser) with the flags known to work on these containers.
 *
 * A fresh `--user-data-dir` is not passed here: playwright refuses that argument and
 * always starts the browser on a fresh temporary profile of its own (`playwright_chromiumdev_profile-*`),
 * which it deletes on close. `--headless` is added by playwright (`headless: true`); listing it again is harmless.
 */
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
