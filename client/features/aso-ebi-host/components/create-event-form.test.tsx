import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, latestPayBy, sewByDate } from '../../../../shared/aso-ebi.ts';
import { formatDate, lagosToday } from '../../../../shared/dates.ts';
import type { OutfitChoice } from '../../../../shared/schemas/aso-ebi-host.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { CreateEventForm } from './create-event-form.tsx';

const outfits: OutfitChoice[] = [
  {
    productId: 'agbada',
    name: 'Wine Velvet Owambe Agbada',
    imageUrl: '/images/products/agbada-1-800.webp',
    category: 'Agbada',
    price: 85000,
    tailor: { id: 't1', businessName: 'Lekki Agbada House', location: 'Lagos' },
    makingDays: 21,
    eventOrdersPerWeek: 10,
    ownWorkshop: false,
  },
  {
    productId: 'gele',
    name: 'Aso-oke Gele Set',
    imageUrl: '/images/products/aso-oke-1-800.webp',
    category: 'Aso-oke',
    price: 38500.5,
    tailor: { id: 't2', businessName: 'Ibadan Aso-oke', location: 'Ibadan' },
    makingDays: 30,
    eventOrdersPerWeek: 10,
    ownWorkshop: false,
  },
];

const eventDate = addDays(lagosToday(), 90);
let posts: { url: string; body: unknown }[];
beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!init.method || init.method === 'GET') return Response.json(outfits);
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return Response.json({ id: 'e1' }, { status: 201 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(onCreated = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CreateEventForm onCreated={onCreated} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onCreated;
}

describe('CreateEventForm', () => {
  it('shows the sew-by date and the latest pay-by date as the host picks tailors', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: eventDate } });
    expect(screen.getByText(formatDate(sewByDate(eventDate)))).toBeTruthy();
    expect(screen.getByText('Choose a look to see the latest pay-by date.')).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Choose Wine Velvet Owambe Agbada' }),
    );
    expect(screen.getByText(formatDate(latestPayBy(eventDate, [21])))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Aso-oke Gele Set' }));
    // The slower tailor decides.
    expect(screen.getByText(formatDate(latestPayBy(eventDate, [21, 30])))).toBeTruthy();
    expect(screen.getByText(/the slowest tailor needs 30 days/)).toBeTruthy();
  });

  it('refuses a pay-by date too late for the tailors with the server’s words, sending nothing', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Event name'), 'Mama’s 70th');
    await userEvent.type(screen.getByLabelText('City or town'), 'Ibadan');
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: eventDate } });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Aso-oke Gele Set' }));
    await userEvent.type(screen.getByLabelText('Fabric colour or note'), 'Gold');
    const tooLate = addDays(latestPayBy(eventDate, [30]), 1);
    fireEvent.change(screen.getByLabelText('Pay-by date'), { target: { value: tooLate } });
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(screen.getByText(/The tailors need 30 days to sew/)).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('sends the event with each look’s margin in naira and the host’s address for a look to her', async () => {
    const onCreated = renderForm();
    await userEvent.type(screen.getByLabelText('Event name'), 'Tolu & Kunle’s Wedding');
    await userEvent.type(screen.getByLabelText('City or town'), 'Lekki');
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: eventDate } });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Choose Wine Velvet Owambe Agbada' }),
    );
    await userEvent.type(screen.getByLabelText('Fabric colour or note'), 'Wine velvet');
    await userEvent.type(screen.getByLabelText('Your margin per guest (₦)'), '2,500');
    expect(screen.getByText('₦87,500')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('All to me, I hand them out'));
    await userEvent.type(screen.getByLabelText('Name'), 'Tolu Adeyemi');
    await userEvent.type(screen.getByLabelText('Phone number'), '0803 111 0001');
    await userEvent.type(screen.getByLabelText('Street address'), '3 Bode Thomas Street');
    await userEvent.type(screen.getAllByLabelText('City or town')[1]!, 'Surulere');
    const payBy = addDays(lagosToday(), 14);
    fireEvent.change(screen.getByLabelText('Pay-by date'), { target: { value: payBy } });
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(posts).toEqual([
      {
        url: '/api/events',
        body: expect.objectContaining({
          name: 'Tolu & Kunle’s Wedding',
          eventDate,
          payBy,
          hostAddress: {
            name: 'Tolu Adeyemi',
            phone: '0803 111 0001',
            street: '3 Bode Thomas Street',
            city: 'Surulere',
            state: 'Lagos',
          },
          looks: [
            { productId: 'agbada', fabricNote: 'Wine velvet', margin: 2500, distribution: 'host' },
          ],
        }),
      },
    ]);
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
  });
});
