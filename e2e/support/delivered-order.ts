import { expect, type APIResponse, type Browser } from '@playwright/test';
import { measurementFields } from '../../shared/catalog.ts';
import type { CheckoutStarted } from '../../shared/schemas/checkout.ts';
import type { FitClaim } from '../../shared/schemas/fit-claims.ts';
import type { ThreadDetail } from '../../shared/schemas/message.ts';
import type { Product } from '../../shared/schemas/product.ts';
import type { Tailor } from '../../shared/schemas/tailor.ts';
import type { UploadedPhoto } from '../../shared/uploads.ts';
import { samplePhoto } from '../../test/photos.ts';
import { newPhoneNumber, signInThroughApi } from './accounts.ts';

/** A plausible body: the middle of each measurement's range, in inches. */
export const plausibleMeasurements = Object.fromEntries(
  measurementFields.map(({ key, inches: [low, high] }) => [key, Math.round((low + high) / 2)]),
);

async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new shopper's order, as the routes of Telo make one, all through the API in a second or two:
 * paid on the Paystack simulator, accepted, made and delivered by a demo tailor (signed in as
 * `tailorState`), talked about in a conversation, and reported through the Lifetime Fit Guarantee
 * (a claim waiting for the tailor's answer). Gives the shopper's signed-in cookies and the ids.
 */
export async function deliveredOrderWithClaim(browser: Browser, tailorState: string) {
  const tailor = await browser.newContext({ storageState: tailorState });
  const shopper = await browser.newContext();
  try {
    const business = await ok<Tailor>(tailor.request.get('/api/tailor/me'));
    const [outfit] = await ok<Product[]>(
      tailor.request.get(`/api/tailors/${business.id}/products`),
    );

    await signInThroughApi(shopper.request, newPhoneNumber(), 'Chiamaka Okonkwo-Eze');
    await ok(
      shopper.request.post('/api/measurements', {
        data: { unit: 'inches', ...plausibleMeasurements },
      }),
    );
    await ok(shopper.request.post('/api/cart', { data: { productId: outfit!.id, quantity: 1 } }));
    const started = await ok<CheckoutStarted>(
      shopper.request.post('/api/checkout', {
        data: {
          items: [{ productId: outfit!.id, notes: 'A little room at the shoulders, please.' }],
          delivery: {
            kind: 'delivery',
            address: {
              name: 'Chiamaka Okonkwo-Eze',
              phone: '0803 555 0192',
              street: '4 Ogui Road',
              city: 'Enugu',
              state: 'Enugu',
            },
          },
        },
      }),
    );
    // The simulator's "successful card" form; its redirects pass Telo's callback, which verifies.
    const paid = await shopper.request.post(started.authorizationUrl, {
      form: { outcome: 'success' },
    });
    expect(paid.ok()).toBe(true);

    const orderId = started.orderIds[0]!;
    const order = `/api/tailor/orders/${orderId}`;
    await ok(tailor.request.post(`${order}/accept`, { data: {} }));
    for (const stage of ['cutting', 'sewing'])
      await ok(tailor.request.post(`${order}/stage`, { data: { stage } }));
    const photo = await ok<UploadedPhoto>(
      tailor.request.post('/api/uploads', {
        data: await samplePhoto('jpeg', 600, 600),
        headers: { 'Content-Type': 'image/jpeg' },
      }),
    );
    await ok(
      tailor.request.post(`${order}/stage`, { data: { stage: 'ready', photoUrl: photo.url } }),
    );
    // Approve before dispatch (issue 29): the shopper's "Looks right" on the ready photo.
    await ok(shopper.request.post(`/api/orders/${orderId}/approve`, { data: {} }));
    await ok(
      tailor.request.post(`${order}/stage`, {
        data: { stage: 'dispatched', courier: 'GIG Logistics', trackingNote: 'Waybill GIG-80412' },
      }),
    );
    await ok(tailor.request.post(`${order}/stage`, { data: { stage: 'delivered' } }));

    const thread = await ok<ThreadDetail>(
      shopper.request.post(`/api/orders/${orderId}/thread`, { data: {} }),
    );
    const say = (side: typeof shopper, body: string) =>
      ok(side.request.post(`/api/messages/threads/${thread.id}/messages`, { data: { body } }));
    await say(
      shopper,
      'It arrived today, thank you. The sleeves feel a little tight at the elbow.',
    );
    await say(tailor, 'Sorry about that. Report it as a fit problem and I will let them out.');

    const claim = await ok<FitClaim>(
      shopper.request.post('/api/fit-claims', {
        data: {
          orderId,
          garment: outfit!.name,
          problem: 'The sleeves are tight at the elbow when I lift my arms.',
          severity: 'minor',
        },
      }),
    );
    return {
      shopperState: await shopper.storageState(),
      orderId,
      garment: outfit!.name,
      businessName: business.businessName,
      reference: started.reference,
      threadId: thread.id,
      claimId: claim.id,
    };
  } finally {
    await tailor.close();
    await shopper.close();
  }
}
