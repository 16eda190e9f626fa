import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/layout/toaster.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toasts } from '../../../lib/notify.ts';
import { BankDetailsForm } from './bank-details-form.tsx';

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];
let resolveAnswer: () => Response;

const banks = [
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '999992', name: 'OPay Digital Services Limited (OPay)' },
];

beforeEach(() => {
  sent = [];
  resolveAnswer = () =>
    Response.json({
      bankCode: '999992',
      bankName: 'OPay Digital Services Limited (OPay)',
      accountNumber: '8031234567',
      accountName: 'FOLAKE ADEBAYO',
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, url, body: JSON.parse(String(init.body)) });
      if (url === '/api/tailor/banks') return Response.json({ banks });
      if (url === '/api/tailor/payment-info/resolve') return resolveAnswer();
      if (url === '/api/tailor/payment-info') {
        return Response.json({
          bankName: 'OPay Digital Services Limited (OPay)',
          bankCode: '999992',
          accountNumber: '8031234567',
          accountName: 'FOLAKE ADEBAYO',
          updatedAt: '2026-11-25T03:00:00.000Z',
        });
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

async function check(bank: string, number: string) {
  const user = userEvent.setup();
  await screen.findByRole('option', { name: bank });
  await user.selectOptions(screen.getByLabelText('Bank'), bank);
  await user.type(screen.getByLabelText('Account number (NUBAN)'), number);
  await user.click(screen.getByRole('button', { name: 'Check account' }));
  return user;
}

describe('BankDetailsForm', () => {
  it('offers the banks the server lists and has no name field to type into', async () => {
    renderForm();
    expect(await screen.findByRole('option', { name: 'OPay Digital Services Limited (OPay)' }));
    expect(screen.queryByLabelText('Account name')).toBeNull();
  });

  it('refuses a number that is not 10 digits beside the field, and asks nothing', async () => {
    renderForm();
    await check('Guaranty Trust Bank', '01234');
    expect(screen.getByText('Account number must be the 10 digits of your NUBAN')).toBeTruthy();
    expect(screen.getByLabelText('Account number (NUBAN)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(sent).toEqual([]);
  });

  it('shows the bank’s name for the account, and saves only once the tailor confirms it', async () => {
    renderForm();
    const user = await check('OPay Digital Services Limited (OPay)', '803 123 4567');
    expect(await screen.findByText('FOLAKE ADEBAYO')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/tailor/payment-info/resolve',
        body: { bankCode: '999992', accountNumber: '8031234567' },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Yes, save this account' }));
    expect(await screen.findByText('Bank details saved')).toBeTruthy();
    expect(sent[1]).toEqual({
      method: 'PUT',
      url: '/api/tailor/payment-info',
      body: { bankCode: '999992', accountNumber: '8031234567' },
    });
  });

  it('shows an account the bank does not know beside the number, and offers no save', async () => {
    resolveAnswer = () =>
      Response.json(
        {
          message:
            'Guaranty Trust Bank has no account 0123456799. Check the 10 digits and the bank you chose.',
        },
        { status: 422 },
      );
    renderForm();
    await check('Guaranty Trust Bank', '0123456799');
    expect(
      await screen.findAllByText(
        'Guaranty Trust Bank has no account 0123456799. Check the 10 digits and the bank you chose.',
      ),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Yes, save this account' })).toBeNull();
  });
});
