import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, or the one CHROMIUM_PATH names: no test tool downloads a browser here. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

/**
 * Launches headless Chromium as the browser tests need it: as root, and without the background
 * connections that this machine's closed network refuses.
 *
 * @example
 * const browser = await launchChromium();
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}
