import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBooks } from '../../../../shared/schemas/admin.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { BooksPanel } from './books-panel.tsx';

const books: AdminBooks = {
  cashInKobo: 12_350_050,
  escrowKobo: 3_850_050,
  owedToTailorsKobo: 1_000_000,
  owedToHostsKobo: 0,
  commissionKobo: 850_000,
  creditOutstandingKobo: 1_500_000,
  refundsOwedKobo: 0,
  guaranteeSpentKobo: 0,
  paidOutKobo: 5_150_000,
  reconciliationKobo: 0,
  byDay: [
    { day: '2026-11-28', refundedKobo: 0, paidOutKobo: 5_150_000 },
    { day: '2026-11-27', refundedKobo: 2_000_000, paidOutKobo: 0 },
  ],
};

function show(answer: AdminBooks) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BooksPanel />
    </QueryClientProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('BooksPanel', () => {
  it('shows each ledger figure, that they reconcile, and refunds and payouts by day', async () => {
    show(books);
    expect(await screen.findByText('The books reconcile: every account sums to ₦0.')).toBeTruthy();
    expect(figure('Cash in').textContent).toContain('₦123,500.50');
    expect(figure('In escrow').textContent).toContain('₦38,500.50');
    expect(figure('Owed to tailors').textContent).toContain('₦10,000');
    expect(figure('Commission earned').textContent).toContain('₦8,500');
    expect(figure('Credit outstanding').textContent).toContain('₦15,000');
    expect(figure('Paid out').textContent).toContain('₦51,500');
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual([
      'DayRefundsPayouts',
      '28 November 2026₦0₦51,500',
      '27 November 2026₦20,000₦0',
    ]);
  });

  it('raises an alert when the accounts do not sum to zero', async () => {
    show({ ...books, reconciliationKobo: 100, byDay: [] });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The books are out by ₦1: every account should sum to ₦0.',
    );
    expect(screen.getByText('No refunds or payouts in the last 30 days')).toBeTruthy();
  });
});
