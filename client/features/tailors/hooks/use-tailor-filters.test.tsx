import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TailorFiltersBar } from '../components/tailor-filters-bar.tsx';
import { useTailorFilters } from './use-tailor-filters.ts';

function Harness() {
  const { filters, searchText, setSearchText, update, clear } = useTailorFilters();
  const location = useLocation();
  return (
    <>
      <TailorFiltersBar
        filters={filters}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onChange={update}
        onClear={clear}
      />
      <output aria-label="URL">{location.search}</output>
    </>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const url = () => screen.getByLabelText('URL').textContent;

describe('tailor filters in the URL', () => {
  it('shows the filters of the URL it opens with', () => {
    renderAt('/tailors?q=lace&location=Abuja&specialty=Lace&sort=orders');
    expect(screen.getByRole('searchbox', { name: 'Search tailors' })).toHaveProperty(
      'value',
      'lace',
    );
    expect(screen.getByLabelText('Location')).toHaveProperty('value', 'Abuja');
    expect(screen.getByLabelText('Specialty')).toHaveProperty('value', 'Lace');
    expect(screen.getByLabelText('Sort by')).toHaveProperty('value', 'orders');
  });

  it('writes each select to the URL at once, and leaves the default sort out', async () => {
    const user = renderAt('/tailors');
    await user.selectOptions(screen.getByLabelText('Location'), 'Port Harcourt');
    expect(url()).toBe('?location=Port+Harcourt');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name A-Z');
    expect(url()).toBe('?location=Port+Harcourt&sort=name');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest Rated');
    expect(url()).toBe('?location=Port+Harcourt');
  });

  it('waits for a pause in typing before the search reaches the URL', async () => {
    const user = renderAt('/tailors?location=Kano');
    await user.type(screen.getByRole('searchbox', { name: 'Search tailors' }), 'agbada');
    // Typed in one go: the URL has not followed every key press.
    expect(url()).toBe('?location=Kano');
    await waitFor(() => expect(url()).toBe('?q=agbada&location=Kano'));
  });

  it('Clear Filters empties the search box and the URL', async () => {
    const user = renderAt('/tailors?q=lace&specialty=Lace&sort=name');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(url()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search tailors' })).toHaveProperty('value', '');
    expect(screen.getByLabelText('Specialty')).toHaveProperty('value', '');
  });
});
