import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLatestSearchParams } from './use-latest-search-params.ts';

const set = (key: string, value: string | null) => (current: URLSearchParams) => {
  if (value === null) current.delete(key);
  else current.set(key, value);
  return current;
};

describe('useLatestSearchParams', () => {
  it('builds each change on the one before, even before the page has re-rendered', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/products?q=lace&category=Lace']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ update: useLatestSearchParams()[1], search: useLocation().search }),
      { wrapper },
    );
    // Clear Filters, then the search box's late pause, in one go: the second must keep the first.
    act(() => {
      result.current.update(() => new URLSearchParams());
      result.current.update(set('q', null));
    });
    expect(result.current.search).toBe('');

    act(() => {
      result.current.update(set('category', 'Agbada'));
      result.current.update(set('sort', 'rating'));
    });
    expect(result.current.search).toBe('?category=Agbada&sort=rating');
  });
});
