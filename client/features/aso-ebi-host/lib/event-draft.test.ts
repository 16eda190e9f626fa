import { describe, expect, it } from 'vitest';
import { addDays, sewByDate } from '../../../../shared/aso-ebi.ts';
import type { OutfitChoice } from '../../../../shared/schemas/aso-ebi-host.ts';
import { checkEventDraft, marginOf, maxMargin, type EventDraft } from './event-draft.ts';

const today = '2026-11-28';
const outfit = (makingDays: number, price = 85000): OutfitChoice => ({
  productId: `p${makingDays}`,
  name: 'Wine Velvet Agbada',
  imageUrl: '/media/a.jpg',
  category: 'Agbada',
  price,
  tailor: { id: 't1', businessName: 'Lekki Agbada House', location: 'Lagos' },
  makingDays,
  eventOrdersPerWeek: 10,
  ownWorkshop: false,
});
const draft = (extra: Partial<EventDraft> = {}): EventDraft => ({
  name: 'Tolu & Kunle’s Wedding',
  kind: 'wedding',
  eventDate: addDays(today, 70),
  city: 'Lagos',
  state: 'Lagos',
  payBy: addDays(today, 28),
  note: '',
  showGuestNames: false,
  looks: [{ outfit: outfit(21), fabricNote: 'Wine', margin: '5,000', distribution: 'guests' }],
  hostAddress: { name: '', phone: '', street: '', city: '', state: 'Lagos' },
  ...extra,
});

describe('the create form’s own check', () => {
  it('sends the body the server reads, margins in naira, no host address unless needed', () => {
    const { errors, body } = checkEventDraft(draft(), today);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      payBy: addDays(today, 28),
      note: null,
      hostAddress: null,
      looks: [{ productId: 'p21', fabricNote: 'Wine', margin: 5000, distribution: 'guests' }],
    });
  });

  it('refuses a pay-by date the slowest tailor cannot meet, with the server’s words', () => {
    const late = addDays(sewByDate(addDays(today, 70)), -20);
    const { errors, body } = checkEventDraft(
      draft({
        payBy: late,
        looks: [
          { outfit: outfit(14), fabricNote: 'Gold', margin: '', distribution: 'guests' },
          { outfit: outfit(21), fabricNote: 'Wine', margin: '', distribution: 'guests' },
        ],
      }),
      today,
    );
    expect(body).toBeUndefined();
    expect(errors.payBy).toContain('The tailors need 21 days to sew');
  });

  it('names each missing field, a margin above 30%, and the address a look to the host needs', () => {
    const { errors } = checkEventDraft(
      draft({
        name: ' ',
        looks: [{ outfit: outfit(21), fabricNote: '', margin: '25500.01', distribution: 'host' }],
      }),
      today,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'hostAddress.city',
      'hostAddress.name',
      'hostAddress.phone',
      'hostAddress.street',
      'looks.0.fabricNote',
      'looks.0.margin',
      'name',
    ]);
    expect(errors['looks.0.margin']).toBe('Your margin may be at most ₦25,500.');
  });

  it('reads margins as people type naira', () => {
    const look = (margin: string) => ({
      outfit: outfit(21),
      fabricNote: 'W',
      margin,
      distribution: 'guests' as const,
    });
    expect(marginOf(look(''))).toBe(0);
    expect(marginOf(look('₦2,500'))).toBe(2500);
    expect(marginOf(look('2500.5'))).toBe(2500.5);
    expect(marginOf(look('2500.555'))).toBeUndefined();
    expect(marginOf(look('-1'))).toBeUndefined();
    expect(maxMargin(38500.5)).toBe(11550.15);
  });
});
