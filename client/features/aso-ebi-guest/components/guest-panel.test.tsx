import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../shared/schemas/account.ts';
import type { Membership, PublicEvent } from '../../../../shared/schemas/aso-ebi-guest.ts';
import { meQueryOptions } from '../../../lib/current-user.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { myMembershipQueryOptions } from '../api/get-my-membership.ts';
import { GuestPanel } from './guest-panel.tsx';

const look = (id: string, name: string, placesLeft: number) => ({
  id,
  product: {
    id: `p-${id}`,
    name,
    imageUrl: '/images/products/agbada-1-800.webp',
    category: 'Agbada',
  },
  tailor: { id: 't1', businessName: 'Eko Agbada House', location: 'Lagos' },
  fabricNote: 'Wine lace',
  outfit: 85_000,
  hostMargin: 2_000,
  distribution: 'guests' as const,
  capacity: 50,
  placesLeft,
});

const event: PublicEvent = {
  id: 'e1',
  name: 'Folake & Kunle’s Wedding',
  kind: 'wedding',
  eventDate: '2027-02-06',
  city: 'Lagos',
  state: 'Lagos',
  payBy: '2026-12-26',
  sewBy: '2027-01-30',
  status: 'open',
  hostFirstName: 'Folake',
  note: null,
  looks: [look('l1', 'Lace Iro and Buba', 3), look('l2', 'Aso-oke Agbada', 0)],
  joinedCount: 47,
  guestNames: null,
};

const me = (over: Partial<Me>): Me => ({
  id: 'u1',
  username: null,
  fullName: null,
  phone: null,
  email: null,
  roles: ['shopper'],
  demo: false,
  signedIn: true,
  createdAt: null,
  ...over,
});

function renderPanel(visitor: Me, membership: Membership | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryOptions().queryKey, visitor);
  queryClient.setQueryData(myMembershipQueryOptions(event.id).queryKey, membership);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <GuestPanel event={event} path="/events/e1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('GuestPanel', () => {
  it('a live-mode visitor who has not signed in is sent to sign in and back to the event', () => {
    renderPanel(me({ id: null, signedIn: false, roles: [] }));
    expect(screen.getByRole('link', { name: 'Sign in to join' }).getAttribute('href')).toBe(
      '/sign-in?next=%2Fevents%2Fe1',
    );
  });

  it('a signed-in guest chooses among the looks with places; a full look cannot be chosen', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPanel(me({}));
    expect(
      (screen.getByRole('radio', { name: /Aso-oke Agbada/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Join this event' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a look');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a paid guest sees her order and may leave with a full refund', async () => {
    renderPanel(me({ demo: true, signedIn: false }), {
      id: 'm1',
      state: 'joined',
      stage: 'paid',
      lookId: 'l1',
      sizeNote: 'Size 14',
      measured: true,
      order: { id: 'o1', paymentState: 'paid', status: 'pending', totalAmount: 88_500 },
    });
    expect(screen.getByText(/Paid\. Your tailor starts when the event locks\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your order' }).getAttribute('href')).toBe(
      '/orders/o1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave this event' }));
    expect(screen.getByRole('button', { name: 'Leave and get a full refund' })).toBeTruthy();
  });
});
