import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { Me } from '../../shared/schemas/account.ts';
import { signInThroughApi } from './accounts.ts';
import { workerPorts } from './worker-ports.ts';

/**
 * The signed-in cookies of a seeded account (the admin, a demo tailor), kept in a file for the
 * run; gives the file, for `browser.newContext({ storageState })`. A number may be sent one code
 * a minute and five an hour from one address (every journey asks from 127.0.0.1), so the
 * journeys of one worker's servers (and that worker started again after a failure) share one
 * session, used again while its server still knows it: a new run starts new servers, and then
 * signs in again. The file is named by the worker's server's port, so the two workers (and a
 * worker's demo and live-mode servers, `baseURL`) never share one.
 */
export async function keptSession(
  browser: Browser,
  phone: { typed: string; e164: string },
  fullName: string,
  role: 'admin' | 'tailor',
  baseURL?: string,
): Promise<string> {
  const port = baseURL ? new URL(baseURL).port : workerPorts().demo;
  const file = join(tmpdir(), `telo-e2e-${role}-${phone.e164.slice(1)}-${port}.json`);
  const on = baseURL ? { baseURL } : {};
  if (existsSync(file)) {
    const kept = await browser.newContext({ storageState: file, ...on });
    const me = (await (await kept.request.get('/api/me')).json()) as Me;
    await kept.close();
    if (me.signedIn && me.roles.includes(role)) return file;
  }
  const context = await browser.newContext(on);
  await signInThroughApi(context.request, phone, fullName);
  await context.storageState({ path: file });
  await context.close();
  return file;
}
