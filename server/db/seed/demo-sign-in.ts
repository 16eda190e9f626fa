import { and, eq, inArray, or } from 'drizzle-orm';
import type { NewUser } from '../../../test/factories.ts';
import type { Db } from '../client.ts';
import { sessions, users } from '../schema/index.ts';
import { buildDemoAdmin, buildTailorRows, buildUser1 } from './build-catalog.ts';

/**
 * The demo accounts' sign-in numbers and addresses (README: demo accounts) are safe only while
 * codes land in the development outbox, where the demo is meant to read them. With a real
 * provider a code for +2348010000000 goes to whoever holds that number, who would then sign in
 * as the admin; a tailor's number, as that tailor (decision 037). So the demo data is seeded
 * without them then: the accounts are there, and nobody can sign in to one.
 */
export function withoutSignIn(rows: NewUser[]): NewUser[] {
  return rows.map((row) => ({ ...row, phone: null, email: null }));
}

/** The seeded accounts that can be signed in to: the demo shopper, the admin, every tailor. */
const demoAccounts = () => [buildUser1(), buildDemoAdmin(), ...buildTailorRows().users];

/**
 * For a database seeded while codes still landed in the outbox (a first start without
 * TERMII_API_KEY, say): once a real provider is configured, start-up takes the seeded numbers and
 * addresses off the demo accounts and ends those accounts' signed-in sessions. Only the seeded
 * values go: a number an operator gave an account on purpose stays. Gives the accounts changed.
 */
export async function disarmDemoSignIn(db: Db): Promise<string[]> {
  const accounts = demoAccounts();
  return db.transaction(async (tx) => {
    const phones = await tx
      .update(users)
      .set({ phone: null })
      .where(or(...accounts.map((a) => and(eq(users.id, a.id!), eq(users.phone, a.phone!)))))
      .returning({ id: users.id });
    const emails = await tx
      .update(users)
      .set({ email: null })
      .where(or(...accounts.map((a) => and(eq(users.id, a.id!), eq(users.email, a.email!)))))
      .returning({ id: users.id });
    const changed = [...new Set([...phones, ...emails].map((row) => row.id))];
    if (changed.length > 0) {
      await tx
        .delete(sessions)
        .where(and(inArray(sessions.userId, changed), eq(sessions.signedIn, true)));
    }
    return changed;
  });
}
