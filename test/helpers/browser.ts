/**
 * Headless Chromium for page tests (playwright-core driving the system chromium that infra/browser/install.sh
 * installs): one place for its path and its flags (no sandbox in containers, no GPU, no background traffic, so a
 * page's own requests are the only ones seen).
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Whether the system chromium is installed (page tests skip without it). */
export const hasChromium = (): boolean => existsSync(CHROMIUM);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
