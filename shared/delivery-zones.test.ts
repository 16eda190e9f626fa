import { describe, expect, it } from 'vitest';
import { deliveryZoneFeeKobo, deliveryZoneOf, priceDelivery } from './delivery-zones.ts';

const abeokuta = { state: 'Ogun' as const, town: 'Abeokuta' };
const ibadan = { state: 'Oyo' as const, town: 'Ibadan' };

describe('delivery zones', () => {
  it('prices a route within one town as the same city', () => {
    expect(priceDelivery(abeokuta, { state: 'Ogun', town: 'abeokuta' })).toEqual({
      zone: 'same_city',
      name: 'Delivery within Abeokuta',
      feeKobo: 150_000,
    });
    // "Ikeja, Lagos" on a profile and "Ikeja" on an address are one town.
    expect(
      deliveryZoneOf({ state: 'Lagos', town: 'Ikeja, Lagos' }, { state: 'Lagos', town: 'Ikeja' }),
    ).toBe('same_city');
  });

  it('prices a route within one state: an Abeokuta tailor sending to Sagamu pays ₦2,000, not ₦3,500', () => {
    expect(priceDelivery(abeokuta, { state: 'Ogun', town: 'Sagamu' })).toEqual({
      zone: 'same_state',
      name: 'Delivery within Ogun',
      feeKobo: 200_000,
    });
  });

  it('prices a neighbouring state: Ibadan (Oyo) to Ogun', () => {
    expect(priceDelivery(ibadan, { state: 'Ogun', town: 'Abeokuta' })).toEqual({
      zone: 'neighbouring_state',
      name: 'Delivery to a neighbouring state (Oyo to Ogun)',
      feeKobo: 300_000,
    });
  });

  it('prices anything further as elsewhere: an Ibadan tailor sending to Lagos (Oyo does not border Lagos)', () => {
    expect(priceDelivery(ibadan, { state: 'Lagos', town: 'Ikeja' })).toEqual({
      zone: 'elsewhere',
      name: 'Delivery across Nigeria (Oyo to Lagos)',
      feeKobo: 500_000,
    });
  });

  it('charges nothing for pickup', () => {
    expect(priceDelivery(ibadan, 'pickup')).toEqual({
      zone: 'pickup',
      name: 'Pickup from the workshop',
      feeKobo: 0,
    });
  });

  it('prices a tailor whose state is unknown as elsewhere, never cheaper', () => {
    const unknown = { state: null, town: 'Somewhere' };
    expect(priceDelivery(unknown, { state: 'Lagos', town: 'Somewhere' })).toMatchObject({
      zone: 'elsewhere',
      name: 'Delivery across Nigeria (to Lagos)',
    });
  });

  it('costs more the further it goes', () => {
    const fees = Object.values(deliveryZoneFeeKobo);
    expect([...fees].sort((a, b) => a - b)).toEqual(fees);
  });
});
