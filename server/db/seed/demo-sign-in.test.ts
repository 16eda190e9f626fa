import { eq, isNotNull, like, or } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../shared/schemas/account.ts';
import { startFakeTermii } from '../../../test/fake-termii.ts';
import { createTestDatabase, testConfig } from '../../../test/test-app.ts';
import {
  askForCode,
  cookieHeader,
  sessionTokenSet,
  signIn,
  verifyCode,
} from '../../../test/sign-in.ts';
import { buildApp } from '../../app.ts';
import { usesDevelopmentProvider } from '../../outbox/providers.ts';
import { users } from '../schema/index.ts';
import { DEMO_PHONES } from './build-catalog.ts';
import { disarmDemoSignIn } from './demo-sign-in.ts';
import { seedIfEmpty } from './index.ts';

/**
 * Decision 037: with a real message provider, a code for a demo number reaches whoever holds that
 * number, so the demo accounts (the admin above all) must not be reachable by one.
 */
const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

async function freshDatabase() {
  const { database, drop } = await createTestDatabase();
  cleanUps.push(async () => {
    await database.close();
    await drop();
  });
  await database.migrate();
  return database;
}

/** Every account that a code could sign in to: one with a phone number or an email address. */
const reachable = (db: Awaited<ReturnType<typeof freshDatabase>>['db']) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(or(isNotNull(users.phone), isNotNull(users.email)));

// Each test seeds the whole demo catalogue and builds an app on it: slow on a busy machine.
describe('the demo accounts with a real message provider', { timeout: 120_000 }, () => {
  it('are seeded without sign-in numbers: the admin’s number signs in to a new shopper', async () => {
    const fake = await startFakeTermii();
    cleanUps.push(fake.close);
    const messages = {
      termii: { apiKey: 'TLtest-key', senderId: 'Telo', baseUrl: fake.baseUrl },
    };
    const database = await freshDatabase();
    // As server/start.ts decides it.
    expect(await seedIfEmpty(database.db, { demoSignIn: usesDevelopmentProvider(messages) })).toBe(
      true,
    );
    expect(await reachable(database.db)).toEqual([]);
    const [admin] = await database.db.select().from(users).where(eq(users.id, 'user-admin'));
    expect(admin?.roles).toEqual(['admin']); // the data is all there, only unreachable

    const app = await buildApp({
      database,
      config: { ...testConfig, messages }, // demo mode: the danger is the same in both
      logger: false,
    });
    cleanUps.push(() => app.close());
    await app.ready();
    for (const [phone, route] of [
      [DEMO_PHONES.admin, '/api/admin/tailor-applications'],
      [DEMO_PHONES.tailor(0), '/api/tailor/me'],
    ] as const) {
      expect((await askForCode(app, phone)).statusCode).toBe(202);
      await app.outbox.idle();
      const text = fake.received.find((r) => (r.body as { to: string }).to === phone.slice(1))
        ?.body as { sms: string } | undefined;
      const code = /(\d{6})/.exec(text?.sms ?? '')?.[1];
      expect(code, `a code texted to ${phone}`).toBeDefined();
      const verified = await verifyCode(app, phone, code!);
      expect(verified.statusCode).toBe(200);
      const { me, isNewAccount } = verified.json() as SignedIn;
      // Whoever holds the number gets an account of their own, with no role but shopper.
      expect(isNewAccount).toBe(true);
      expect(me.roles).toEqual(['shopper']);
      const token = sessionTokenSet(verified);
      const res = await app.inject({ url: route, headers: cookieHeader(token) });
      expect(res.statusCode, route).toBe(403);
    }
  });

  it('lose the numbers seeded under the development provider, and their signed-in sessions', async () => {
    const database = await freshDatabase();
    expect(await seedIfEmpty(database.db, { demoSignIn: true })).toBe(true);
    const app = await buildApp({ database, config: testConfig, logger: false });
    cleanUps.push(() => app.close());
    await app.ready();
    const admin = await signIn(app, DEMO_PHONES.admin);
    expect(admin.signedIn.me.roles).toContain('admin');
    const desk = () =>
      app.inject({ url: '/api/admin/tailor-applications', headers: cookieHeader(admin.token) });
    expect((await desk()).statusCode).toBe(200);
    // A number an operator gave a demo account on purpose is theirs, not the seed's: it stays.
    const own = '+2348039990000';
    await database.db
      .update(users)
      .set({ phone: own })
      .where(eq(users.phone, DEMO_PHONES.tailor(1)));

    const changed = await disarmDemoSignIn(database.db);
    expect(changed).toEqual(expect.arrayContaining(['user-admin', 'user1']));
    const demoNumbers = await database.db
      .select({ phone: users.phone })
      .from(users)
      .where(like(users.phone, '+2348010000%'));
    expect(demoNumbers).toEqual([]);
    expect((await reachable(database.db)).length).toBe(1); // the operator's number
    const [kept] = await database.db.select().from(users).where(eq(users.phone, own));
    expect(kept?.email).toBeNull(); // its seeded address went with the others
    // The admin's signed-in session has ended: the desk asks for a sign-in.
    expect((await desk()).statusCode).toBe(401);
    // Start-up runs it on every start: nothing more to do the second time.
    expect(await disarmDemoSignIn(database.db)).toEqual([]);
  });
});
