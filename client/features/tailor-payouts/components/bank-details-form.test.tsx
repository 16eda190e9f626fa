import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/layout/toaster.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toasts } from '../../../lib/notify.ts';
import { BankDetailsForm } from './bank-details-form.tsx';

let puts: { url: string; body: unknown }[];
let answer: () => Response;

beforeEach(() => {
  puts = [];
  answer = () =>
    Response.json({
      bankName: 'First Bank',
      accountNumber: '0000014579',
      accountName: 'Folake Adebayo',
      updatedAt: '2026-11-25T03:00:00.000Z',
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        puts.push({ url, body: JSON.parse(String(init.body)) });
        return answer();
      }
      return Response.json({});
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  const shown = toasts.current();
  if (shown) act(() => toasts.dismiss(shown.id));
});

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BankDetailsForm saved={null} />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function fill(bank: string, number: string, name: string) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Bank'), bank);
  await user.type(screen.getByLabelText('Account number (NUBAN)'), number);
  await user.type(screen.getByLabelText('Account name'), name);
  await user.click(screen.getByRole('button', { name: 'Save bank details' }));
}

describe('BankDetailsForm', () => {
  it('refuses a NUBAN whose check digit is wrong, beside the field, and sends nothing', async () => {
    renderForm();
    await fill('First Bank', '0000014578', 'Folake Adebayo');
    expect(
      screen.getByText('This is not a First Bank account number: check the 10 digits'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Account number (NUBAN)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(puts).toEqual([]);
  });

  it('sends a valid account without its spaces and says it is saved', async () => {
    renderForm();
    await fill('First Bank', '000 001 4579', ' Folake Adebayo ');
    expect(puts).toEqual([
      {
        url: '/api/tailor/payment-info',
        body: {
          bankName: 'First Bank',
          accountNumber: '0000014579',
          accountName: 'Folake Adebayo',
        },
      },
    ]);
    expect(await screen.findByText('Bank details saved')).toBeTruthy();
  });

  it('shows the server’s message beside the field it names', async () => {
    answer = () =>
      Response.json(
        {
          message: 'Invalid request',
          issues: [{ path: 'accountName', message: 'Enter the name on the account' }],
        },
        { status: 400 },
      );
    renderForm();
    await fill('GTBank', '0000000001', 'Folake Adebayo');
    expect(await screen.findAllByText('Enter the name on the account')).not.toHaveLength(0);
    expect(screen.getByLabelText('Account name').getAttribute('aria-invalid')).toBe('true');
  });
});
