import { describe, expect, it } from 'vitest';
import { categories, locations, specialties } from '../../shared/catalog.ts';
import { productImageUrls } from '../../shared/images.ts';
import { largeProduct, largeTailor, type TailorPool } from './build.ts';

const pool: TailorPool = {
  byCategory: new Map([['Agbada', ['agbada-tailor']]]),
  all: ['any-tailor'],
};

describe('large catalog rows', () => {
  it('are the same on every run', () => {
    expect(largeTailor(41)).toEqual(largeTailor(41));
    expect(largeProduct(41, pool)).toEqual(largeProduct(41, pool));
    expect(largeProduct(41, pool).id).not.toBe(largeProduct(42, pool).id);
  });

  it('give tailors a city, valid specialties and a rating from 3.5 to 5.0', () => {
    for (let n = 0; n < 500; n++) {
      const { user, tailor } = largeTailor(n);
      expect(locations).toContain(tailor.location);
      expect(tailor.specialties?.length).toBeGreaterThan(0);
      for (const s of tailor.specialties ?? []) expect(specialties).toContain(s);
      expect(tailor.rating).toBeGreaterThanOrEqual(3.5);
      expect(tailor.rating).toBeLessThanOrEqual(5);
      expect(tailor.userId).toBe(user.id);
    }
  });

  it('spread outfits over all nine categories at ₦8,000–₦450,000 with their category artwork', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 900; n++) {
      const product = largeProduct(n, pool);
      seen.add(product.category);
      expect(product.price).toBeGreaterThanOrEqual(8000);
      expect(product.price).toBeLessThanOrEqual(450_000);
      expect(productImageUrls[product.category as (typeof categories)[number]]).toContain(
        product.imageUrl,
      );
      if (product.category === 'Agbada') expect(product.tailorId).toBe('agbada-tailor');
    }
    expect([...seen].sort()).toEqual([...categories].sort());
  });
});
