import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { Toaster } from '../../../components/layout/toaster.tsx';
import { toasts } from '../../../lib/notify.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { TailorOrderCard } from './tailor-order-card.tsx';

const base: TailorOrder = {
  id: '6f1c2a9b-0000-4000-8000-000000000001',
  status: 'pending',
  stage: null,
  paymentState: 'paid',
  buyerFirstName: 'Adaeze',
  product: {
    id: 'p1',
    name: 'Wine Velvet Agbada',
    imageUrl: '/images/a-800.webp',
    category: 'Agbada',
  },
  quantity: 1,
  measurements: { chest: 42, waist: 34, hips: 40, neck: null },
  unit: 'inches',
  totalAmount: 85000,
  neededBy: '2030-12-24',
  rush: false,
  notes: 'Gold embroidery on the cuffs',
  delivery: { kind: 'pickup', city: 'Ibadan', fee: 0 },
  acceptBy: '2030-11-27T13:05:00.000Z',
  declineReason: null,
  readyPhotoUrl: null,
  courier: null,
  trackingNote: null,
  approval: null,
  event: null,
  createdAt: '2030-11-25T13:05:00.000Z',
  updatedAt: '2030-11-25T13:05:00.000Z',
};

let posts: { url: string; body: unknown }[];

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      posts.push({ url, body: JSON.parse(String(init.body ?? '{}')) });
      return Response.json({ ...base, status: 'in_progress', stage: 'accepted' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  const shown = toasts.current();
  if (shown) act(() => toasts.dismiss(shown.id));
});

function renderCard(order: Partial<TailorOrder> = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TailorOrderCard order={{ ...base, ...order }} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('a waiting order', () => {
  it('shows the cutting sheet, the deadline in Lagos time and the pickup', () => {
    renderCard();
    const sheet = screen.getByRole('region', { name: 'Cutting sheet' });
    expect(within(sheet).getByText('Chest').nextSibling?.textContent).toBe('42 in');
    expect(within(sheet).getByText('Neck').nextSibling?.textContent).toBe('-');
    expect(screen.getByText('27 November 2030 at 14:05')).toBeTruthy();
    expect(screen.getByText('Pickup from your workshop in Ibadan')).toBeTruthy();
  });

  it('declines only with a reason, saying the shopper is refunded', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Decline order' }));
    expect(screen.getByText('The shopper reads it, and is refunded ₦85,000 in full.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Decline and refund' }));
    expect(screen.getByText('Reason is required')).toBeTruthy();
    expect(posts).toEqual([]);
    await user.type(screen.getByLabelText('Reason for declining'), 'Fully booked');
    await user.click(screen.getByRole('button', { name: 'Decline and refund' }));
    expect(posts).toEqual([
      { url: `/api/tailor/orders/${base.id}/decline`, body: { reason: 'Fully booked' } },
    ]);
  });
});

describe('an aso-ebi guest’s order', () => {
  it('is marked with its event and the sew-by date it is due', () => {
    renderCard({ event: { id: 'e1', name: 'Tolu & Kunle’s Wedding', sewBy: '2030-12-12' } });
    expect(
      screen.getByText('Aso-ebi · Tolu & Kunle’s Wedding · due 12 December 2030'),
    ).toBeTruthy();
  });

  it('an ordinary order has no such mark', () => {
    renderCard();
    expect(screen.queryByText(/Aso-ebi/)).toBeNull();
  });
});

describe('an accepted order', () => {
  it.each([
    ['accepted', 'Start cutting', { stage: 'cutting' }],
    ['cutting', 'Start sewing', { stage: 'sewing' }],
    ['ready', 'Mark ready for pickup', { stage: 'ready_for_pickup' }],
    ['ready_for_pickup', 'Mark delivered', { stage: 'delivered' }],
  ] as const)('at %s offers one tap: %s', async (stage, label, body) => {
    const user = userEvent.setup();
    renderCard({ status: 'in_progress', stage });
    await user.click(screen.getByRole('button', { name: label }));
    expect(posts).toEqual([{ url: `/api/tailor/orders/${base.id}/stage`, body }]);
  });

  it('is not marked ready without a photo, nor dispatched without a courier', async () => {
    const user = userEvent.setup();
    renderCard({ status: 'in_progress', stage: 'sewing' });
    await user.click(screen.getByRole('button', { name: 'Mark ready' }));
    expect(screen.getByText('A photo of the finished outfit is required')).toBeTruthy();
    const delivery = {
      kind: 'delivery' as const,
      address: {
        name: 'A',
        phone: '08031110001',
        street: '1 Way',
        city: 'Lekki',
        state: 'Lagos' as const,
      },
      fee: 3000,
    };
    renderCard({ status: 'in_progress', stage: 'ready', delivery });
    expect(screen.queryByRole('button', { name: 'Mark ready for pickup' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark dispatched' }));
    expect(screen.getByText('Courier is required')).toBeTruthy();
    expect(screen.getByText('Tracking note is required')).toBeTruthy();
    expect(posts).toEqual([]);
  });
});
