import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewApplication } from '../../../../shared/schemas/admin.ts';
import { Toaster } from '../../../components/layout/toaster.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toasts } from '../../../lib/notify.ts';
import { ApplicationCard } from './application-card.tsx';

const application: ReviewApplication = {
  id: 'app-1',
  userId: 'user1',
  businessName: 'Oyelaran Couture',
  businessDescription: 'Hand-woven aso-oke and agbada for weddings.',
  location: 'Ibadan',
  state: 'Oyo',
  phone: '08031234567',
  experience: 12,
  specialties: ['Agbada', 'Aso-oke'],
  previousWork: 'Forty weddings in 2024',
  businessLicense: null,
  previousWorkPhotos: ['/media/AAAAAAAAAAAAAAAAAAAAAA-800.webp'],
  status: 'pending',
  reviewNotes: null,
  submittedAt: '2026-11-24T09:00:00.000Z',
  reviewedAt: null,
  applicantPhone: '+2348031234567',
  submittedSignedIn: false,
  tailorId: null,
};

let posts: { url: string; body: unknown }[];
let answer: () => Response;

beforeEach(() => {
  posts = [];
  answer = () => Response.json({ ...application, status: 'rejected' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return answer();
      }
      return Response.json({ items: [], page: 1, pageSize: 10, total: 0 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  const shown = toasts.current();
  if (shown) act(() => toasts.dismiss(shown.id));
});

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApplicationCard application={application} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('ApplicationCard', () => {
  it('shows every field the applicant wrote', () => {
    renderCard();
    for (const text of [
      'Oyelaran Couture',
      'Ibadan, Oyo · 08031234567 · 12 years',
      'Hand-woven aso-oke and agbada for weddings.',
      'Agbada, Aso-oke',
      'Forty weddings in 2024',
      'Visitor (account for 08031234567)',
      'Photos of previous work (1)',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Photo 1 of previous work' }).getAttribute('href'),
    ).toBe('/media/AAAAAAAAAAAAAAAAAAAAAA-800.webp');
  });

  it('will not reject without review notes, and sends the notes when there are some', async () => {
    renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      screen.getByText('Write at least 10 characters of review notes: the applicant is sent them'),
    ).toBeTruthy();
    expect(posts).toEqual([]);
    await user.type(screen.getByLabelText('Review notes'), 'Please add photos of your work.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(posts).toEqual([
      {
        url: '/api/admin/tailor-applications/app-1/reject',
        body: { reviewNotes: 'Please add photos of your work.' },
      },
    ]);
    expect(await screen.findByText('Application rejected')).toBeTruthy();
  });

  it('approves without notes, and tells the admin when another admin was quicker', async () => {
    answer = () =>
      Response.json({ message: 'This application was already approved' }, { status: 409 });
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    expect(posts).toEqual([{ url: '/api/admin/tailor-applications/app-1/approve', body: {} }]);
    expect(await screen.findByText('This application was already approved')).toBeTruthy();
  });
});
