import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataLightProvider } from '../lib/data-light.tsx';
import { DataLightToggle } from './data-light-toggle.tsx';
import { PageWeight, transferredBytes } from './layout/page-weight.tsx';

afterEach(() => {
  document.cookie = 'telo_data_light=; Path=/; Max-Age=0';
  vi.restoreAllMocks();
});

/** The profile's switch and the footer's line, as a page composes them. */
function Page({ initial }: { initial: boolean }) {
  return (
    <DataLightProvider initial={initial}>
      <DataLightToggle />
      <footer>
        <PageWeight />
      </footer>
    </DataLightProvider>
  );
}

const entries = (type: string) =>
  (type === 'navigation'
    ? [{ transferSize: 18_200 }]
    : [
        { transferSize: 24_000 },
        { transferSize: 0 },
        { transferSize: 5_900 },
      ]) as unknown as PerformanceEntry[];

describe('data-light mode in the browser', () => {
  it('turns on from the profile: kept in a cookie, and the footer says what the page weighed', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(entries as never);
    render(<Page initial={false} />);
    const toggle = screen.getByRole('checkbox', { name: /Data-light mode/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(/this page weighed/)).toBeNull();

    await userEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(document.cookie).toContain('telo_data_light=1');
    // 18.2 + 24 + 0 (from the browser's cache) + 5.9 kB
    expect(await screen.findByText('Data-light: this page weighed 48 kB.')).toBeTruthy();

    await userEvent.click(toggle);
    expect(document.cookie).not.toContain('telo_data_light=1');
    expect(screen.queryByText(/this page weighed/)).toBeNull();
  });

  it('stays on for a page the server rendered data-light, the switch showing it', () => {
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(entries as never);
    render(<Page initial />);
    expect(
      (screen.getByRole('checkbox', { name: /Data-light mode/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText(/Data-light: this page weighed 48 kB/)).toBeTruthy();
  });

  it('counts the page and every file by what crossed the network', () => {
    expect(transferredBytes({ getEntriesByType: entries as never })).toBe(48_100);
  });
});
