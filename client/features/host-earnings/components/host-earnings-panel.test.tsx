import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostEarnings } from '../../../../shared/schemas/host-earnings.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { HostEarningsPanel } from './host-earnings-panel.tsx';

const base: HostEarnings = {
  hosting: true,
  paymentInfo: null,
  heldKobo: 1_500_000,
  availableKobo: 500_000,
  onTheWayKobo: 0,
  paidKobo: 1_000_000,
  payouts: [
    {
      id: 'p1',
      amountKobo: 1_000_000,
      state: 'paid',
      failureReason: null,
      createdAt: '2030-11-20T10:00:00.000Z',
      paidAt: '2030-11-20T10:05:00.000Z',
    },
  ],
};

let answer: HostEarnings;
let asked: string[];
beforeEach(() => {
  answer = base;
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url === '/api/host/banks') return Response.json({ banks: [] });
      return Response.json(answer);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HostEarningsPanel />
    </QueryClientProvider>,
  );

describe('Your aso-ebi earnings', () => {
  it('shows her margins held, available, on their way and paid, and her payouts', async () => {
    show();
    const figure = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).parentElement!;
    expect((await figure('Held')).textContent).toContain('₦15,000');
    expect((await figure('Available')).textContent).toContain('₦5,000');
    expect((await figure('Paid')).textContent).toContain('₦10,000');
    const payouts = screen.getByRole('region', { name: 'Payouts' });
    expect(within(payouts).getByText('Paid')).toBeTruthy();
    expect(screen.getByText(/Nothing can be sent until you do/)).toBeTruthy();
    // Her bank form asks the host's banks, never the tailor's.
    expect(asked).toContain('/api/host/banks');
    expect(asked.some((url) => url.startsWith('/api/tailor'))).toBe(false);
  });

  it('tells an account that hosts no event what will appear here', async () => {
    answer = { ...base, hosting: false, payouts: [] };
    show();
    expect(await screen.findByText('You have not hosted an aso-ebi yet')).toBeTruthy();
  });
});
