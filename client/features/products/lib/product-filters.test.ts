import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  emptyProductFilters,
  filtersFromSearchParams,
  filtersToSearch,
  filtersToSearchParams,
  hasClearableFilters,
} from './product-filters.ts';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('outfit filters ↔ URL', () => {
  it('reads a plain /products as no filter, sorted by name', () => {
    expect(read('')).toEqual({ q: '', category: '', sort: 'name', tailor: '' });
    expect(hasClearableFilters(read(''))).toBe(false);
  });

  it('reads every filter from the URL', () => {
    expect(read('q=blue+agbada&category=Trendy+Headwear&sort=price_desc&tailor=t-42')).toEqual({
      q: 'blue agbada',
      category: 'Trendy Headwear',
      sort: 'price_desc',
      tailor: 't-42',
    });
  });

  it('falls back to Name A-Z for a sort it does not know', () => {
    expect(read('sort=cheapest').sort).toBe('name');
  });

  it('reads a category in any case or spelling as Telo’s own name', () => {
    expect(read('category=agbada').category).toBe('Agbada');
    expect(read('category=ASO+OKE').category).toBe('Aso-oke');
    expect(read('category=trendy-headwear').category).toBe('Trendy Headwear');
  });

  it('keeps a category Telo does not have, so the page titles it and finds nothing', () => {
    expect(read('category=Kente').category).toBe('Kente');
    expect(filtersToSearch(read('category=Kente')).category).toBe('Kente');
  });

  it('writes only what differs from the defaults, so the plain list keeps a plain URL', () => {
    expect(filtersToSearchParams(emptyProductFilters).toString()).toBe('');
    expect(
      filtersToSearchParams({
        q: '  lace ',
        category: 'Lace',
        sort: 'name',
        tailor: '',
      }).toString(),
    ).toBe('q=lace&category=Lace');
    expect(
      filtersToSearchParams({ q: '', category: '', sort: 'rating', tailor: 't1' }).toString(),
    ).toBe('sort=rating&tailor=t1');
  });

  it('round-trips through the URL', () => {
    const filters = {
      q: 'gold aso-oke',
      category: 'Aso-oke',
      sort: 'price_asc' as const,
      tailor: 'x',
    };
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });

  it('Clear Filters resets search, category and sort but stays on a tailor’s outfits', () => {
    const filters = { q: 'lace', category: 'Lace', sort: 'rating' as const, tailor: 't9' };
    expect(clearedFilters(filters)).toEqual({ q: '', category: '', sort: 'name', tailor: 't9' });
    expect(hasClearableFilters(clearedFilters(filters))).toBe(false);
  });

  it('asks the server only for what is set', () => {
    expect(filtersToSearch({ q: ' ', category: 'Adire', sort: 'name', tailor: '' })).toEqual({
      q: undefined,
      category: 'Adire',
      tailor: undefined,
      sort: 'name',
    });
  });
});
