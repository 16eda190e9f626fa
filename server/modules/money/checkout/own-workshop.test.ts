/**
 * No self-dealing (issue 28, finding 2; decision 045): an account that owns a tailor cannot put
 * that tailor's outfits in its cart, have them quoted or check them out. Here the demo shopper
 * user1 is made to own a workshop; every other test's user1 owns none.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OWN_WORKSHOP_ORDER } from '../../../../shared/own-workshop.ts';
import { cartItems, checkouts, orders, tailors } from '../../../db/schema/index.ts';
import { buildTailor } from '../../../../test/factories.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import { USER1, expectApiError, insertProduct } from '../../../../test/fixtures.ts';
import {
  buildShop,
  cartProductIds,
  checkout,
  checkoutBody,
  fillCart,
  startCheckout,
} from '../../../../test/checkout-world.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
let own: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await buildShop(t.db);
  const [workshop] = await t.db
    .insert(tailors)
    .values(buildTailor(USER1, { businessName: 'User One Stitches' }))
    .returning();
  own = await insertProduct(t.db, workshop!.id, { name: 'Own Kaftan', price: 1000 });
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(cartItems).where(eq(cartItems.userId, USER1));
});

const addToCart = (productId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: { userId: USER1, productId, quantity: 1 },
  });
const quote = (productIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    payload: {
      items: productIds.map((productId) => ({ productId })),
      delivery: { kind: 'pickup' },
    },
  });

describe('an account that owns a tailor', () => {
  it('cannot add that tailor’s outfit to its cart: 403 says why, the cart is unchanged', async () => {
    expect((await addToCart(shop.agbada.id)).statusCode).toBe(201);
    const refused = await addToCart(own.id);
    expect(expectApiError(refused, 403).message).toBe(OWN_WORKSHOP_ORDER);
    expect(await cartProductIds(t.db)).toEqual([shop.agbada.id]);
  });

  it('is refused a quote and a checkout of it (a cart filled before the rule): no order', async () => {
    // Put there behind the cart's back, as a cart from before this rule would hold it.
    await fillCart(t.db, [own.id, shop.gele.id]);
    expect(expectApiError(await quote([own.id]), 403).message).toBe(OWN_WORKSHOP_ORDER);
    // One of the workshop's outfits among others refuses the whole checkout, not just its line.
    expect(expectApiError(await quote([shop.gele.id, own.id]), 403).message).toBe(
      OWN_WORKSHOP_ORDER,
    );
    const refused = await checkout(t.app, checkoutBody([shop.gele.id, own.id]));
    expect(expectApiError(refused, 403).message).toBe(OWN_WORKSHOP_ORDER);
    expect(await t.db.select().from(orders).where(eq(orders.userId, USER1))).toEqual([]);
    expect(await t.db.select().from(checkouts)).toEqual([]);
  });

  it('still buys from other tailors', async () => {
    await fillCart(t.db, [own.id, shop.gele.id]);
    expect((await quote([shop.gele.id])).statusCode).toBe(200);
    const started = await startCheckout(t.app, checkoutBody([shop.gele.id]));
    expect(started.orderIds).toHaveLength(1);
  });
});
