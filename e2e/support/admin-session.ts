import type { Browser, BrowserContext } from '@playwright/test';
import { keptSession } from './kept-session.ts';

/** The seeded admin (README: demo accounts). */
export const ADMIN_PHONE = { typed: '08010000000', e164: '+2348010000000' };

/** A browser context signed in as the admin, on the run's one admin session (kept-session.ts). */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    storageState: await keptSession(browser, ADMIN_PHONE, 'Telo Admin', 'admin'),
  });
}
