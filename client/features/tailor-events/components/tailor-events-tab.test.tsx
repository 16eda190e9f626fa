import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TailorEvents } from '../../../../shared/schemas/tailor-events.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { TailorEventsTab } from './tailor-events-tab.tsx';

const sheet = (orderId: string, firstName: string, chest: number) => ({
  orderId,
  firstName,
  sizeNote: 'Usually a 12',
  measurements: { chest, waist: 34, neck: null },
  unit: 'inches' as const,
  status: 'pending',
  stage: null,
});

const answer: TailorEvents = {
  events: [
    {
      id: 'e1',
      name: 'Tolu & Kunle’s Wedding',
      eventDate: '2030-12-19',
      sewBy: '2030-12-12',
      city: 'Lagos',
      looks: [
        {
          lookId: 'l1',
          productName: 'Wine Velvet Agbada',
          fabricNote: 'Wine and gold',
          distribution: 'host',
          count: 2,
          guests: [sheet('6f1c2a9b-0001', 'Ada', 42), sheet('6f1c2a9b-0002', 'Bola', 38)],
        },
      ],
    },
  ],
};

let body: TailorEvents;
beforeEach(() => {
  body = answer;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderTab = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TailorEventsTab />
    </QueryClientProvider>,
  );

describe('the Aso-ebi tab', () => {
  it('groups the guests by event and look, with the sew-by date and where they go', async () => {
    renderTab();
    const event = await screen.findByRole('article', { name: 'Tolu & Kunle’s Wedding' });
    expect(within(event).getByText('Sew by 12 December 2030')).toBeTruthy();
    expect(within(event).getByText(/19 December 2030 · Lagos · 2 guests/)).toBeTruthy();
    const look = within(event).getByRole('region', { name: 'Wine Velvet Agbada look' });
    expect(within(look).getByText(/Wine and gold · all delivered to the host/)).toBeTruthy();
    expect(
      within(look)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^AdaUsually a 12 · To accept/),
      expect.stringMatching(/^BolaUsually a 12 · To accept/),
    ]);
  });

  it('opens a guest’s cutting sheet with her own measurements', async () => {
    renderTab();
    await userEvent.click(await screen.findByText('Bola'));
    const bola = screen.getByRole('region', { name: 'Cutting sheet for Bola' });
    expect(within(bola).getByText('Chest').nextSibling?.textContent).toBe('38 in');
    expect(within(bola).getByText('Neck').nextSibling?.textContent).toBe('-');
    expect(within(bola).getByRole('button', { name: /Print Bola's sheet/ })).toBeTruthy();
  });

  it('says what will appear before any event has locked', async () => {
    body = { events: [] };
    renderTab();
    expect(await screen.findByText('No aso-ebi orders yet')).toBeTruthy();
  });
});
