import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, products, tailors, users } from '../db/schema/index.ts';
import { queueMessage } from './outbox.ts';

/**
 * Texting a person about something Telo did (a payment, a message, a claim, an order's step):
 * every module sends through these, inside the transaction that decided to send.
 */

/**
 * Queues a text to a user through the outbox, inside the caller's transaction: by SMS to the
 * account's phone, else by email; a user with neither (a guest) is not written to.
 */
export async function queueToUser(db: Db, userId: string, body: string) {
  const [user] = await db
    .select({ phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.phone) return queueMessage(db, { channel: 'sms', to: user.phone, body });
  if (user?.email) return queueMessage(db, { channel: 'email', to: user.email, body });
  return undefined;
}

/** The names a text gives an order: the outfit, the tailor (and whom to tell at the tailor's). */
export async function orderNames(tx: Db, orderId: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      productName: products.name,
      businessName: tailors.businessName,
      tailorUserId: tailors.userId,
    })
    .from(orders)
    .innerJoin(products, eq(orders.productId, products.id))
    .innerJoin(tailors, eq(orders.tailorId, tailors.id))
    .where(eq(orders.id, orderId));
  return row!;
}
