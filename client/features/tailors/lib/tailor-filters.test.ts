import { describe, expect, it } from 'vitest';
import {
  emptyTailorFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasClearableFilters,
} from './tailor-filters.ts';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('tailor filters ↔ URL', () => {
  it('reads a plain /tailors as no filter, highest rated first', () => {
    expect(read('')).toEqual({ q: '', location: '', specialty: '', sort: 'rating' });
    expect(hasClearableFilters(read(''))).toBe(false);
  });

  it('reads every filter from the URL', () => {
    expect(
      read('q=agbada&location=Port+Harcourt&specialty=Women%27s+Traditional&sort=orders'),
    ).toEqual({
      q: 'agbada',
      location: 'Port Harcourt',
      specialty: "Women's Traditional",
      sort: 'orders',
    });
  });

  it('ignores values the selects do not offer', () => {
    expect(read('location=Accra&specialty=Kente&sort=cheapest')).toEqual(emptyTailorFilters);
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersToSearchParams(emptyTailorFilters).toString()).toBe('');
    expect(
      filtersToSearchParams({
        q: '  lace ',
        location: 'Kano',
        specialty: '',
        sort: 'rating',
      }).toString(),
    ).toBe('q=lace&location=Kano');
    expect(filtersToSearchParams({ ...emptyTailorFilters, sort: 'name' }).toString()).toBe(
      'sort=name',
    );
  });

  it('round-trips: what is written reads back the same', () => {
    const filters = {
      q: 'adire',
      location: 'Ibadan',
      specialty: 'Adire',
      sort: 'experience',
    } as const;
    expect(read(filtersToSearchParams(filters).toString())).toEqual(filters);
    expect(hasClearableFilters(filters)).toBe(true);
  });
});
