import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayoutsOverview } from '../../../../shared/schemas/payouts.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { PayoutsTab } from './payouts-tab.tsx';

const overview: PayoutsOverview = {
  commissionPercent: 10,
  paymentInfo: {
    bankName: 'First Bank',
    accountNumber: '0000014579',
    accountName: 'Folake Adebayo',
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  payouts: [
    {
      id: 'p1',
      orderId: 'a1b2c3d4e5',
      productName: 'Aso-oke Gele Set',
      orderTotalKobo: 3_850_050,
      commissionKobo: 385_005,
      amountKobo: 3_465_045,
      state: 'paid',
      failureReason: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      paidAt: '2026-11-21T10:05:00.000Z',
    },
    {
      id: 'p2',
      orderId: 'f6e5d4c3b2',
      productName: 'Fila Cap',
      orderTotalKobo: 1_200_000,
      commissionKobo: 120_000,
      amountKobo: 1_080_000,
      state: 'failed',
      failureReason: 'Account could not be credited',
      createdAt: '2026-11-22T10:00:00.000Z',
      paidAt: null,
    },
  ],
  upcoming: [
    {
      orderId: '99887766aa',
      productName: 'Wine Velvet Owambe Agbada',
      status: 'in_progress',
      orderTotalKobo: 8_500_000,
      commissionKobo: 850_000,
      earningsKobo: 7_650_000,
    },
  ],
  paidKobo: 3_465_045,
  owedKobo: 0,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(overview)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('PayoutsTab', () => {
  it('shows where the money goes, each payout with its state, and what orders in progress will earn', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PayoutsTab />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('Payouts go to Folake Adebayo, First Bank 0000014579.'),
    ).toBeTruthy();
    expect(screen.getByText(/less Telo.s 10% commission/)).toBeTruthy();
    const payouts = screen.getByRole('region', { name: 'Payouts' });
    const [paid, failed] = within(payouts).getAllByRole('listitem');
    expect(paid!.textContent).toContain('Order #a1b2c3d4 · Aso-oke Gele Set');
    expect(paid!.textContent).toContain('₦38,500.50 − ₦3,850.05 commission');
    expect(paid!.textContent).toContain('₦34,650.45');
    expect(paid!.textContent).toContain('Paid');
    expect(failed!.textContent).toContain('Failed');
    expect(failed!.textContent).toContain('Account could not be credited. Check your bank details');
    const upcoming = screen.getByRole('region', { name: 'Orders in progress' });
    expect(upcoming.textContent).toContain('₦76,500');
  });
});
