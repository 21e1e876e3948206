import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const NO_CHROMIUM_MESSAGE =
  "No Chromium found: install Debian's package (apt-get install chromium), or run `pnpm exec playwright install chromium`, or set CHROMIUM_PATH.";

/**
 * The browser the tests and the Lighthouse bench drive: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, else
 * the one `playwright install chromium` downloaded. `null` when there is none.
 */
export function findChromium(
  env: Record<string, string | undefined> = process.env,
): { executablePath?: string } | null {
  if (env.CHROMIUM_PATH)
    return existsSync(env.CHROMIUM_PATH) ? { executablePath: env.CHROMIUM_PATH } : null;
  if (existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium' };
  const own = chromium.executablePath();
  return own && existsSync(own) ? { executablePath: own } : null;
}

/** The browser, or a one-line explanation and exit code 1 (instead of a stack trace deep in a launch). */
export function requireChromium() {
  const found = findChromium();
  if (!found) {
    console.error(NO_CHROMIUM_MESSAGE);
    process.exit(1);
  }
  return found;
}
