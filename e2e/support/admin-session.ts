import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import type { Me } from '../../shared/schemas/account.ts';
import { signInThroughApi } from './accounts.ts';

/** The seeded admin (README: demo accounts). */
export const ADMIN_PHONE = { typed: '08010000000', e164: '+2348010000000' };

/** Where the admin's signed-in cookies are kept for the run: one code a minute per number. */
const STATE_FILE = join(tmpdir(), `telo-e2e-admin-${process.env.E2E_PORT ?? 4173}.json`);

/**
 * A browser context signed in as the admin. A number may be sent one code a minute, so the phone
 * and desktop journeys share one session: kept in a file, used again while the server still
 * knows it (a new run starts a new server, and then signs in again).
 */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  if (existsSync(STATE_FILE)) {
    const kept = await browser.newContext({ storageState: STATE_FILE });
    const me = (await (await kept.request.get('/api/me')).json()) as Me;
    if (me.signedIn && me.roles.includes('admin')) return kept;
    await kept.close();
  }
  const context = await browser.newContext();
  await signInThroughApi(context.request, ADMIN_PHONE, 'Telo Admin');
  await context.storageState({ path: STATE_FILE });
  return context;
}
