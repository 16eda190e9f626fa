/**
 * A session cookie for a demo account, for the Lighthouse runs of pages that need one (the
 * tailor's workspace). Signs in as a person would: a code asked for, read from the development
 * outbox (the bench's server has no real message provider), and sent back.
 */
import { DEMO_PHONES } from '../server/db/seed/build-catalog.ts';

type Outbox = { to: string; body: string }[];

/** The first seeded tailor (Adunni Couture, README: demo accounts). */
export async function demoTailorCookie(origin: string): Promise<string> {
  const e164 = DEMO_PHONES.tailor(0);
  const destination = `0${e164.slice(4)}`;
  const post = (path: string, body: object) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(body),
    });
  const asked = await post('/api/auth/code', { destination });
  if (asked.status !== 202) throw new Error(`asking for a code answered ${asked.status}`);
  const outbox = (await (await fetch(`${origin}/api/dev/outbox`)).json()) as Outbox;
  const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.to === e164)?.body ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code for ${e164} in the development outbox`);
  const verified = await post('/api/auth/verify', { destination, code });
  await verified.arrayBuffer();
  if (!verified.ok) throw new Error(`signing in answered ${verified.status}`);
  const cookie = verified.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookie.length === 0) throw new Error('signing in set no session cookie');
  return cookie.join('; ');
}
