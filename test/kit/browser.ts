import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Real Chromium for page tests: Debian's `chromium` driven by playwright-core. A missing browser
 * fails the test run with the command that installs it (`.ci/run` installs it in CI), never a
 * silent skip.
 */

export const CHROMIUM_PATH = process.env.LINTEL_CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` (or set LINTEL_CHROMIUM_PATH)`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
}
