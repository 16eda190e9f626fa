import { describe, expect, it } from 'vitest';
import {
  checkoutItemSchema,
  deliveryAddressSchema,
  type CheckoutQuote,
  type QuoteLine,
} from '../../../../shared/schemas/checkout.ts';
import {
  CHOOSE_STATE,
  emptyDraft,
  INVALID_PHONE,
  issueKey,
  NO_MEASUREMENTS,
  NOTES_MAX,
  quoteIsComplete,
  quoteRequest,
  resolveCheckout,
  RUSH_NEEDED,
  type CheckoutDraft,
} from './checkout-draft.ts';

const lagos: CheckoutDraft = {
  ...emptyDraft,
  address: {
    name: ' Adaeze Okafor ',
    phone: '0803 123 4567',
    street: '12 Admiralty Way',
    city: 'Lekki',
    state: 'Lagos',
  },
  saveAddress: true,
};

const line = (productId: string, rushRequired: boolean): QuoteLine => ({
  productId,
  product: { name: productId, imageUrl: '/x.webp', category: 'Agbada' },
  tailor: { id: 't1', businessName: 'Eko Agbada House', location: 'Lagos' },
  quantity: 1,
  basePrice: 100000,
  estimatedDays: 14,
  earliestDate: '2026-12-09',
  neededBy: rushRequired ? '2026-12-01' : null,
  rushRequired,
  rushSurcharge: 15000,
  rushCharged: rushRequired ? 15000 : 0,
  deliveryFee: 2500,
  deliveryZone: { zone: 'same_state', name: 'Delivery within Lagos' },
  total: 117500,
});
const quote = (lines: QuoteLine[]): CheckoutQuote => ({
  lines,
  subtotal: 0,
  deliveryTotal: 0,
  total: 0,
  credit: 0,
  amountDue: 0,
  currency: 'NGN',
});
const ready = { quote: undefined, hasMeasurements: true };

describe('the quote asked for', () => {
  it('prices the outfits alone until a state is chosen, then with its delivery fee', () => {
    expect(quoteRequest(emptyDraft, ['p1'])).toEqual({
      items: [{ productId: 'p1', neededBy: null, rushAccepted: false }],
      delivery: { kind: 'pickup' },
    });
    expect(quoteIsComplete(emptyDraft)).toBe(false);
    const withDate = {
      ...lagos,
      lines: { p1: { neededBy: '2026-12-01', rushAccepted: false, notes: '' } },
    };
    expect(quoteRequest(withDate, ['p1', 'p2'])).toEqual({
      items: [
        { productId: 'p1', neededBy: '2026-12-01', rushAccepted: false },
        { productId: 'p2', neededBy: null, rushAccepted: false },
      ],
      delivery: { kind: 'delivery', state: 'Lagos', city: 'Lekki' },
    });
    expect(quoteIsComplete(lagos)).toBe(true);
    expect(quoteIsComplete({ ...emptyDraft, deliveryKind: 'pickup' })).toBe(true);
    expect(quoteRequest(lagos, [])).toBeNull();
  });
});

describe('resolveCheckout', () => {
  it('asks for every address field, a Nigerian phone number and one of the 37 states', () => {
    const result = resolveCheckout(emptyDraft, ['p1'], ready);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        phone: 'Phone number is required',
        street: 'Street address is required',
        city: 'City is required',
        state: CHOOSE_STATE,
      },
    });
    const badPhone = { ...lagos, address: { ...lagos.address, phone: '12345', state: 'Atlantis' } };
    expect(resolveCheckout(badPhone, ['p1'], ready)).toEqual({
      ok: false,
      errors: { phone: INVALID_PHONE, state: CHOOSE_STATE },
    });
  });

  it('sends trimmed values, the phone as +234…, the save choice, and never a price', () => {
    const draft = {
      ...lagos,
      lines: { p1: { neededBy: '', rushAccepted: false, notes: ' Wine velvet, gold trim ' } },
    };
    expect(resolveCheckout(draft, ['p1', 'p2'], ready)).toEqual({
      ok: true,
      request: {
        items: [
          { productId: 'p1', neededBy: null, notes: 'Wine velvet, gold trim', rushAccepted: false },
          { productId: 'p2', neededBy: null, notes: null, rushAccepted: false },
        ],
        delivery: {
          kind: 'delivery',
          address: {
            name: 'Adaeze Okafor',
            phone: '+2348031234567',
            street: '12 Admiralty Way',
            city: 'Lekki',
            state: 'Lagos',
          },
          saveAddress: true,
        },
      },
    });
  });

  it('needs saved measurements', () => {
    expect(resolveCheckout(lagos, ['p1'], { quote: undefined, hasMeasurements: false })).toEqual({
      ok: false,
      errors: { measurements: NO_MEASUREMENTS },
    });
  });

  it('a date sooner than the tailor needs must have the rush option accepted', () => {
    const soon = { neededBy: '2026-12-01', rushAccepted: false, notes: '' };
    const context = { quote: quote([line('p1', true)]), hasMeasurements: true };
    expect(resolveCheckout({ ...lagos, lines: { p1: soon } }, ['p1'], context)).toEqual({
      ok: false,
      errors: { 'rush:p1': RUSH_NEEDED },
    });
    const accepted = resolveCheckout(
      { ...lagos, lines: { p1: { ...soon, rushAccepted: true } } },
      ['p1'],
      context,
    );
    expect(accepted.ok && accepted.request.items[0]).toEqual({
      productId: 'p1',
      neededBy: '2026-12-01',
      notes: null,
      rushAccepted: true,
    });
    // A date the tailor can meet sends no rush, even if the box was ticked for an earlier date.
    const later = { neededBy: '2027-01-10', rushAccepted: true, notes: '' };
    const relaxed = resolveCheckout({ ...lagos, lines: { p1: later } }, ['p1'], {
      quote: quote([line('p1', false)]),
      hasMeasurements: true,
    });
    expect(relaxed.ok && relaxed.request.items[0]!.rushAccepted).toBe(false);
  });

  it('pickup needs no address', () => {
    expect(resolveCheckout({ ...emptyDraft, deliveryKind: 'pickup' }, ['p1'], ready)).toEqual({
      ok: true,
      request: {
        items: [{ productId: 'p1', neededBy: null, notes: null, rushAccepted: false }],
        delivery: { kind: 'pickup' },
      },
    });
  });
});

describe('issueKey', () => {
  it("puts the server's field issues beside their fields", () => {
    expect(issueKey('delivery.address.phone', ['p1'])).toBe('phone');
    expect(issueKey('items.1.neededBy', ['p1', 'p2'])).toBe('neededBy:p2');
    expect(issueKey('items.0.rushAccepted', ['p1'])).toBe('rush:p1');
    expect(issueKey('items.5.notes', ['p1'])).toBeUndefined();
    expect(issueKey('delivery', ['p1'])).toBeUndefined();
  });
});

/** The server's first message per address field, for the same address as typed. */
function serverAddressErrors(address: CheckoutDraft['address']) {
  const parsed = deliveryAddressSchema.safeParse(address);
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
}

describe('the checkout form and the server share their rules (checkout-rules.ts)', () => {
  it.each<[string, Partial<CheckoutDraft['address']>]>([
    ['a valid address', {}],
    // A blank phone is the one difference: the form says "Phone number is required", the server
    // (which only sees what the form let through) that it is not a Nigerian number.
    ['every field but the phone blank', { name: '', street: '', city: '', state: '' }],
    ['fields of spaces only', { name: '  ', street: ' ', city: '\t' }],
    ['a name too long', { name: 'n'.repeat(101) }],
    ['a name at the limit', { name: 'n'.repeat(100) }],
    ['a street too long', { street: 's'.repeat(201) }],
    ['a city too long', { city: 'c'.repeat(101) }],
    ['a phone that is not Nigerian', { phone: '12345' }],
    ['a phone of letters', { phone: 'call me' }],
    ['a phone as +234', { phone: '+234 803 123 4567' }],
    ['no state', { state: '' }],
    ['a state that is not one', { state: 'Atlantis' }],
  ])('gives the server’s message for %s', (_, change) => {
    const address = { ...lagos.address, ...change };
    const resolved = resolveCheckout({ ...lagos, address }, ['p1'], {
      quote: undefined,
      hasMeasurements: true,
    });
    expect(resolved.ok ? {} : resolved.errors).toEqual(serverAddressErrors(address));
  });

  it('gives the server’s message for notes too long, and accepts them at the limit', () => {
    const productId = '00000000-0000-4000-8000-000000000001';
    for (const notes of ['x'.repeat(NOTES_MAX), 'x'.repeat(NOTES_MAX + 1)]) {
      const draft = {
        ...lagos,
        lines: { [productId]: { neededBy: '', rushAccepted: false, notes } },
      };
      const resolved = resolveCheckout(draft, [productId], {
        quote: undefined,
        hasMeasurements: true,
      });
      const server = checkoutItemSchema.safeParse({ productId, notes });
      expect(resolved.ok ? undefined : resolved.errors[`notes:${productId}`]).toBe(
        server.success ? undefined : server.error.issues[0]!.message,
      );
    }
  });
});
