import type { Browser, BrowserContext } from '@playwright/test';
import { keptSession } from './kept-session.ts';

/** The seeded admin (README: demo accounts). */
export const ADMIN_PHONE = { typed: '08010000000', e164: '+2348010000000' };

/**
 * A browser context signed in as the admin, on the run's one admin session (kept-session.ts) of
 * the demo server, or of the server at `baseURL` (the live-mode one), with its other options.
 */
export async function adminContext(
  browser: Browser,
  options: { baseURL?: string; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...options,
    storageState: await keptSession(browser, ADMIN_PHONE, 'Telo Admin', 'admin', options.baseURL),
  });
}
