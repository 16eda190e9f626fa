import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { orderStateLabel } from '../lib/tailor-order-words.ts';
import { FinishedOrders } from './finished-orders.tsx';

const order = (n: number, over: Partial<TailorOrder> = {}): TailorOrder => ({
  id: `6f1c2a9${n}-0000-4000-8000-000000000001`,
  status: 'completed',
  stage: 'delivered',
  paymentState: 'paid',
  buyerFirstName: 'Adaeze',
  product: { id: 'p1', name: `Agbada ${n}`, imageUrl: '/images/a-800.webp', category: 'Agbada' },
  quantity: 1,
  measurements: { chest: 42 },
  unit: 'inches',
  totalAmount: 85000,
  neededBy: null,
  rush: false,
  notes: null,
  delivery: null,
  acceptBy: null,
  declineReason: null,
  readyPhotoUrl: null,
  courier: 'GIG Logistics',
  trackingNote: 'Waybill 1',
  approval: null,
  event: null,
  createdAt: '2030-11-01T10:00:00.000Z',
  updatedAt: '2030-11-20T10:00:00.000Z',
  ...over,
});

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const items =
        page === 1 ? [order(1), order(2, { status: 'cancelled', stage: null })] : [order(3)];
      return Response.json({ items, page, pageSize: 10, total: 12 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the Finished orders', () => {
  it('reads each as one line with how it ended, opens its card on a tap, and pages from the server', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FinishedOrders />
      </QueryClientProvider>,
    );
    const panel = await screen.findByRole('region', { name: 'Finished' });
    expect(await within(panel).findByText('12 finished orders, newest first')).toBeTruthy();
    const [line, cancelled] = [...panel.querySelectorAll('details')];
    const summary = line!.querySelector('summary')!;
    expect(line!.open).toBe(false);
    // One line: the outfit, its number and how it ended.
    expect(summary.textContent).toContain('Agbada 1');
    expect(summary.textContent).toContain('#6f1c2a91');
    expect(summary.textContent).toContain('Delivered');
    expect(cancelled!.querySelector('summary')!.textContent).toContain('Cancelled');
    await user.click(summary);
    expect(line!.open).toBe(true);
    expect(within(line!).getByRole('region', { name: 'Cutting sheet' })).toBeTruthy();
    expect(asked).toEqual(['/api/tailor/orders/finished?page=1&pageSize=10']);
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findAllByText('Agbada 3')).not.toHaveLength(0);
    expect(within(panel).getByText('Page 2 of 2')).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/tailor/orders/finished?page=2&pageSize=10');
  });
});

describe('orderStateLabel', () => {
  it('names how a finished order ended', () => {
    expect(orderStateLabel(order(1))).toBe('Delivered');
    expect(
      orderStateLabel(order(1, { delivery: { kind: 'pickup', city: 'Ibadan', fee: 0 } })),
    ).toBe('Collected');
    expect(orderStateLabel(order(1, { stage: null }))).toBe('Completed');
    expect(orderStateLabel(order(1, { status: 'cancelled', stage: null }))).toBe('Cancelled');
    expect(
      orderStateLabel(order(1, { status: 'cancelled', stage: null, declineReason: 'Booked up' })),
    ).toBe('Declined');
    expect(
      orderStateLabel(
        order(1, {
          status: 'cancelled',
          stage: null,
          declineReason: 'Not accepted within 48 hours',
        }),
      ),
    ).toBe('Not accepted in time');
    expect(orderStateLabel(order(1, { status: 'in_progress', stage: 'sewing' }))).toBe('Sewing');
  });
});
