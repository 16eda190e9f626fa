import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutsOverview } from '../../../../shared/schemas/payouts.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { PayoutsTab } from './payouts-tab.tsx';

const overview: PayoutsOverview = {
  commissionPercent: 10,
  advancePercent: 30,
  releaseAfterDays: 7,
  paymentInfo: {
    bankName: 'First Bank of Nigeria',
    bankCode: '011',
    accountNumber: '0000014579',
    accountName: 'Folake Adebayo',
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  heldKobo: 5_355_000,
  availableKobo: 1_200_000,
  onTheWayKobo: 1_080_000,
  paidKobo: 3_465_045,
  orders: [
    {
      orderId: '99887766aa',
      productName: 'Wine Velvet Owambe Agbada',
      status: 'in_progress',
      orderTotalKobo: 8_500_000,
      commissionKobo: 850_000,
      earningsKobo: 7_650_000,
      heldKobo: 5_355_000,
      releasedAt: null,
      releaseDate: null,
    },
    {
      orderId: '5544332211',
      productName: 'Ankara Midi Dress',
      status: 'completed',
      orderTotalKobo: 2_000_000,
      commissionKobo: 200_000,
      earningsKobo: 1_800_000,
      heldKobo: 1_260_000,
      releasedAt: null,
      releaseDate: '2026-11-30T09:00:00.000Z',
    },
    {
      orderId: 'a1b2c3d4e5',
      productName: 'Aso-oke Gele Set',
      status: 'completed',
      orderTotalKobo: 3_850_050,
      commissionKobo: 385_005,
      earningsKobo: 3_465_045,
      heldKobo: 0,
      releasedAt: '2026-11-21T09:00:00.000Z',
      releaseDate: null,
    },
  ],
  payouts: [
    {
      id: 'p1',
      orderId: null,
      amountKobo: 3_465_045,
      state: 'paid',
      failureReason: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      paidAt: '2026-11-21T10:05:00.000Z',
    },
    {
      id: 'p2',
      orderId: null,
      amountKobo: 1_080_000,
      state: 'failed',
      failureReason: 'Account could not be credited',
      createdAt: '2026-11-22T10:00:00.000Z',
      paidAt: null,
    },
  ],
};

function showTab(answer: PayoutsOverview) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PayoutsTab />
    </QueryClientProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('PayoutsTab', () => {
  it('shows her money held, available, on its way and paid, the rules, each order’s release and each payout', async () => {
    showTab(overview);
    expect(
      await screen.findByText('Payouts go to Folake Adebayo, First Bank of Nigeria 0000014579.'),
    ).toBeTruthy();
    expect(figure('Held').textContent).toContain('₦53,550');
    expect(figure('Available').textContent).toContain('₦12,000');
    expect(figure('On its way').textContent).toContain('₦10,800');
    expect(figure('Paid out').textContent).toContain('₦34,650.45');
    const rules = screen.getByRole('region', { name: 'Your money' }).textContent!;
    expect(rules).toContain("You get 30% of an order's earnings when you start cutting");
    expect(rules).toContain('or 7 days after delivery with no fit claim open');
    expect(rules).toContain("Telo keeps 10% of each order's total as commission");

    const orders = screen.getByRole('region', { name: 'Your paid orders' });
    const [cutting, delivered, released] = within(orders).getAllByRole('listitem');
    expect(cutting!.textContent).toContain('Order #99887766 · Wine Velvet Owambe Agbada');
    expect(cutting!.textContent).toContain('₦76,500');
    expect(cutting!.textContent).toContain('Held ₦53,550 · Released after delivery');
    expect(delivered!.textContent).toContain(
      'Held ₦12,600 · Releases on 30 November 2026 unless the shopper confirms sooner',
    );
    expect(released!.textContent).toContain('₦38,500.50 − ₦3,850.05 commission');
    expect(released!.textContent).toContain('Released on 21 November 2026');
    expect(released!.textContent).not.toContain('Held');

    const payouts = screen.getByRole('region', { name: 'Payouts' });
    const [paid, failed] = within(payouts).getAllByRole('listitem');
    expect(paid!.textContent).toContain('₦34,650.45');
    expect(paid!.textContent).toContain('Paid on 21 November 2026');
    expect(failed!.textContent).toContain('Failed');
    expect(failed!.textContent).toContain('Account could not be credited. Check your bank details');
    expect(screen.queryByText(/waits for your bank details/)).toBeNull();
    expect(screen.queryByText(/fit claim was taken/)).toBeNull();
  });

  it('says when a fit claim left her balance below zero, and holds an order while its claim is open', async () => {
    const claimed = { ...overview.orders[1]!, releaseDate: null };
    showTab({ ...overview, availableKobo: -500_000, orders: [claimed] });
    expect(
      await screen.findByText(
        'A fit claim was taken from your balance; it is recovered from your next earnings.',
      ),
    ).toBeTruthy();
    expect(figure('Available').textContent).toContain('-₦5,000');
    expect(screen.getByRole('region', { name: 'Your paid orders' }).textContent).toContain(
      'Held ₦12,600 · Released once the fit claim is settled',
    );
    expect(screen.queryByText(/waits for your bank details/)).toBeNull();
  });

  it('says the payout waits for her bank details when she has none', async () => {
    showTab({ ...overview, paymentInfo: null, advancePercent: 0, payouts: [], orders: [] });
    expect(
      await screen.findByText('Your payout of ₦12,000 waits for your bank details.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your money' }).textContent).toContain(
      "An order's earnings are released when the shopper confirms receiving it",
    );
    expect(screen.getByText(/No paid orders yet/)).toBeTruthy();
    expect(screen.getByText(/No payouts yet/)).toBeTruthy();
  });
});
