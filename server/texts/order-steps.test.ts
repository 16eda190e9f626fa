import { describe, expect, it } from 'vitest';
import {
  acceptanceExpiredTailorText,
  acceptanceExpiredText,
  acceptedText,
  approvedTailorText,
  changeAnsweredText,
  changeRequestedTailorText,
  declinedText,
  stageText,
} from './order-steps.ts';

const order = {
  id: '3d20add5-0000-4000-8000-000000000000',
  productName: 'Royal Blue Agbada',
  businessName: 'Adunni Couture',
};
const orderUrl = 'https://telo.ng/orders/3d20add5-0000-4000-8000-000000000000';
const workspace = 'https://telo.ng/dashboard';
const now = new Date('2026-12-06T10:00:00Z');

describe('order step texts', () => {
  it('tells the shopper her order is accepted', () => {
    expect(acceptedText(order)).toBe(
      'Telo: Adunni Couture accepted your order #3d20add5 (Royal Blue Agbada). We will text you at each step; follow it on your order page.',
    );
  });

  it('sends the ready text with a full link and the day she may answer by', () => {
    expect(stageText('ready', order, { orderUrl, approveBy: '2026-12-08T10:00:00Z', now })).toBe(
      'Telo: your Royal Blue Agbada (order #3d20add5) is ready. See the photo and tap "Looks right" or ask for a change by Tue 8 Dec; with no answer by then it is sent as it is: ' +
        orderUrl,
    );
  });

  it('names the courier and the tracking note when dispatched', () => {
    expect(
      stageText('dispatched', order, {
        orderUrl,
        courier: 'GIG Logistics',
        trackingNote: 'Waybill GIG-80412',
      }),
    ).toBe(
      'Telo: your Royal Blue Agbada (order #3d20add5) is on its way with GIG Logistics. Tracking: Waybill GIG-80412',
    );
  });

  it('says where to collect a pickup order', () => {
    expect(stageText('ready_for_pickup', order, { orderUrl, pickupCity: 'Lagos' })).toBe(
      'Telo: your Royal Blue Agbada (order #3d20add5) is ready for pickup from Adunni Couture in Lagos.',
    );
  });

  it('links the delivered text to the order page', () => {
    expect(stageText('delivered', order, { orderUrl })).toContain(
      `"I've received it" on your order page to pay your tailor: ${orderUrl}`,
    );
  });

  it('quotes a decline reason without a doubled full stop', () => {
    const text = declinedText(order, 'Fabric is out of stock.', 45000, 0);
    expect(text).toContain(
      '(Royal Blue Agbada): "Fabric is out of stock." The order is cancelled.',
    );
    expect(text).not.toContain('.".');
    expect(declinedText(order, 'Fabric is out of stock', null, 0)).toContain(
      '"Fabric is out of stock". The order is cancelled.',
    );
  });

  it('tells both sides when 48 hours pass without an accept', () => {
    expect(acceptanceExpiredText(order, null, 0)).toBe(
      'Telo: Adunni Couture did not accept your order #3d20add5 (Royal Blue Agbada) within 48 hours, so it is cancelled.',
    );
    expect(acceptanceExpiredTailorText(order)).toBe(
      'Telo: order #3d20add5 (Royal Blue Agbada) was not accepted within 48 hours. It is cancelled and the shopper is refunded.',
    );
  });

  it("tells the tailor about a change request, its round and its photos, with the workspace's link", () => {
    expect(
      changeRequestedTailorText(
        order,
        { round: 1, note: 'Sleeves 2 cm shorter, please', photos: 2 },
        workspace,
      ),
    ).toBe(
      'Telo: the shopper asked for a change to order #3d20add5 (Royal Blue Agbada), change round 1 of 1 free: "Sleeves 2 cm shorter, please". 2 photos attached. Move it back to sewing or reply to explain, in your workspace: https://telo.ng/dashboard',
    );
  });

  it('tells the tailor she may send the order once approved, by the shopper or by silence', () => {
    expect(approvedTailorText(order, 'shopper', false, workspace)).toBe(
      'Telo: the shopper approved the photo of order #3d20add5 (Royal Blue Agbada). You can dispatch it now: https://telo.ng/dashboard',
    );
    expect(approvedTailorText(order, 'silence', true, workspace)).toBe(
      'Telo: the shopper did not answer within 48 hours about order #3d20add5 (Royal Blue Agbada), so it counts as approved. You can mark it ready for pickup now: https://telo.ng/dashboard',
    );
  });

  it("gives the shopper the tailor's answer with a link to her order", () => {
    expect(changeAnsweredText(order, 'sewing', null, orderUrl)).toBe(
      `Telo: Adunni Couture is making your change to order #3d20add5 (Royal Blue Agbada) and will send a new photo when it is ready. ${orderUrl}`,
    );
    expect(changeAnsweredText(order, 'explain', 'Agbada sleeves are worn long.', orderUrl)).toBe(
      `Telo: Adunni Couture replied about your change to order #3d20add5 (Royal Blue Agbada): "Agbada sleeves are worn long." Tap "Looks right" when you are happy: ${orderUrl}`,
    );
  });
});
