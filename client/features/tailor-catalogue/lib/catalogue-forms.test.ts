import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  tailorFabricInputSchema,
  tailorPricingInputSchema,
  tailorProductInputSchema,
  tailorProfileInputSchema,
} from '../../../../shared/schemas/tailor-catalogue.ts';
import { amountRules, parseAmount } from '../../../../shared/schemas/tailor-catalogue-rules.ts';
import { MAX_PRICE_NAIRA } from '../../../../shared/money-limits.ts';
import { fabricForm, pricingForm, productForm, profileForm } from './catalogue-forms.ts';

/**
 * The browser's forms check with the server's rules without zod: for each input, the form's
 * messages are exactly the server's, field by field, and what the form sends the server accepts.
 */
function sameAnswers(
  resolve: (values: Record<string, string>) => { ok: boolean; values?: unknown; errors?: object },
  schema: z.ZodType,
  typed: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  const form = resolve(typed);
  // What the browser would send: blank left out, amounts as the numbers read, text as typed.
  const sent = Object.fromEntries(
    Object.entries(typed).flatMap(([field, text]) => {
      if (text.trim() === '') return [];
      const n = parseAmount(text);
      return [[field, amountFields.has(field) && !Number.isNaN(n) ? n : text]];
    }),
  );
  const server = schema.safeParse({ ...sent, ...extra });
  if (form.ok) {
    expect(server.success, JSON.stringify(server.error?.issues)).toBe(true);
    return;
  }
  const serverMessages: Record<string, string> = {};
  for (const issue of server.error?.issues ?? []) {
    serverMessages[String(issue.path[0])] ??= issue.message;
  }
  expect(form.errors).toEqual(
    Object.fromEntries(Object.keys(form.errors ?? {}).map((f) => [f, serverMessages[f]])),
  );
  // And the server finds nothing the form let through.
  expect(Object.keys(serverMessages).sort()).toEqual(Object.keys(form.errors ?? {}).sort());
}

const amountFields = new Set(Object.keys(amountRules));

const photo = { imageUrl: '/media/AAAAAAAAAAAAAAAAAAAAAA-800.webp' };

describe('the outfit form', () => {
  it.each([
    {
      name: 'Emerald Lace Iro',
      description: 'A lined lace iro and buba.',
      category: 'Lace',
      price: '65,000.50',
    },
    { name: '', description: 'short', category: 'Suits', price: '45000.505' },
    { name: 'ab', description: ' ', category: '', price: 'abc' },
    {
      name: 'Agbada',
      description: 'A flowing agbada for weddings.',
      category: 'Agbada',
      price: '50',
    },
    {
      name: 'Agbada',
      description: 'A flowing agbada for weddings.',
      category: 'Agbada',
      price: '₦120,000',
    },
  ])('answers as the server does: %o', (typed) => {
    sameAnswers(productForm, tailorProductInputSchema, typed, photo);
  });

  it('takes the largest price money-limits allows and refuses a kobo more, as the server does', () => {
    // Every price a tailor sets is bounded by the one shared limit the quote and checkout pay.
    for (const rule of [amountRules.price, amountRules.basePrice, amountRules.rushOrderSurcharge]) {
      expect(rule.max).toBe(MAX_PRICE_NAIRA);
    }
    const outfit = {
      name: 'Royal Agbada',
      description: 'Gold-threaded aso-oke.',
      category: 'Agbada',
    };
    const largest = { ...outfit, price: '₦99,999,999.99' };
    const above = { ...outfit, price: '100,000,000' };
    expect(productForm(largest)).toMatchObject({ ok: true, values: { price: MAX_PRICE_NAIRA } });
    expect(productForm(above)).toEqual({
      ok: false,
      errors: { price: 'Price must be at most ₦99,999,999.99' },
    });
    sameAnswers(productForm, tailorProductInputSchema, largest, photo);
    sameAnswers(productForm, tailorProductInputSchema, above, photo);
  });

  it('reads naira as a shopper types it and names the kobo rule', () => {
    const ok = productForm({
      name: 'Agbada',
      description: 'A flowing agbada.',
      category: 'Agbada',
      price: '₦45,000.50',
    });
    expect(ok).toEqual({
      ok: true,
      values: {
        name: 'Agbada',
        description: 'A flowing agbada.',
        category: 'Agbada',
        price: 45000.5,
      },
    });
    const kobo = productForm({
      name: 'Agbada',
      description: 'A flowing agbada.',
      category: 'Agbada',
      price: '45000.505',
    });
    expect(kobo).toEqual({
      ok: false,
      errors: { price: 'Price can have at most 2 decimal places (kobo)' },
    });
  });
});

describe('the fabric, price list and profile forms', () => {
  it('send blank optional text as null, and the server accepts it', () => {
    const typed = {
      name: 'Sanyan',
      type: 'Aso-oke',
      color: 'Beige',
      pattern: ' ',
      pricePerYard: '12000',
      availableQuantity: '40.25',
      description: '',
      origin: '',
    };
    const form = fabricForm(typed);
    expect(form).toMatchObject({ ok: true, values: { pattern: null, availableQuantity: 40.25 } });
    sameAnswers(fabricForm, tailorFabricInputSchema, typed);
    sameAnswers(fabricForm, tailorFabricInputSchema, {
      ...typed,
      pricePerYard: '0',
      availableQuantity: '-1',
    });
  });

  it.each([
    {
      basePrice: '85000',
      complexityMultiplier: '1.00',
      rushOrderSurcharge: '0',
      estimatedDays: '21',
      description: '',
    },
    {
      basePrice: '1000.123',
      complexityMultiplier: '12',
      rushOrderSurcharge: 'x',
      estimatedDays: '2.5',
      description: '',
    },
    {
      basePrice: '',
      complexityMultiplier: '0.1',
      rushOrderSurcharge: '5',
      estimatedDays: '0',
      description: '',
    },
  ])('price list answers as the server does: %o', (typed) => {
    sameAnswers(pricingForm, tailorPricingInputSchema, typed);
  });

  it.each([
    {
      bio: 'Agbada and senator suits for Lagos weddings.',
      state: 'Ogun',
      location: 'Abeokuta',
      responseTime: 'Within 2 hours',
    },
    { bio: 'Too short', state: 'London', location: ' ', responseTime: 'Eventually' },
    { bio: 'Too short', state: '', location: 'A'.repeat(81), responseTime: 'Eventually' },
  ])('profile answers as the server does: %o', (typed) => {
    sameAnswers(profileForm, tailorProfileInputSchema, typed, { specialties: ['Agbada'] });
  });
});
