import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductFiltersBar } from '../components/product-filters-bar.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-url-filters.ts';
import { useProductFilters } from './use-product-filters.ts';

function FiltersPage() {
  const { filters, searchText, setSearchText, update, clear } = useProductFilters();
  const location = useLocation();
  return (
    <>
      <ProductFiltersBar
        filters={filters}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onChange={update}
        onClear={clear}
      />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/products', Component: FiltersPage }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const url = () => screen.getByTestId('url').textContent;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('outfit filters in the URL', () => {
  it('puts what the shopper types in the URL once they pause, not on every key', () => {
    renderAt('/products?category=Lace');
    for (const text of ['g', 'go', 'gol', 'gold']) {
      fireEvent.change(searchBox(), { target: { value: text } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
      expect(url()).toBe('?category=Lace');
    }
    act(() => vi.advanceTimersByTime(50));
    expect(url()).toBe('?q=gold&category=Lace');
  });

  it('changes category and sort at once, and Clear Filters keeps only the tailor', () => {
    renderAt('/products?q=lace&tailor=t7');
    expect(searchBox()).toHaveProperty('value', 'lace');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'Agbada' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price_desc' },
    });
    expect(url()).toBe('?q=lace&category=Agbada&sort=price_desc&tailor=t7');

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(url()).toBe('?tailor=t7');
    expect(searchBox()).toHaveProperty('value', '');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(url()).toBe('?tailor=t7');
  });

  it('selects the category of a lower-case link, and invents no option for an unknown one', () => {
    renderAt('/products?category=agbada');
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveProperty('value', 'Agbada');
    cleanup();

    renderAt('/products?category=Bogus');
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).not.toContain('Bogus');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveProperty('value', '');
  });

  it('shows a search that arrives by link (the header search) in the box', async () => {
    const router = renderAt('/products');
    await act(() => router.navigate('/products?q=senator'));
    expect(searchBox()).toHaveProperty('value', 'senator');
  });
});
