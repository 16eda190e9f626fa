import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeSent, Me } from '../../../../shared/schemas/account.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { SignInForm } from './sign-in-form.tsx';

const fetchMock = vi.fn<typeof fetch>();
const consoleError = vi.spyOn(console, 'error');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const sent: CodeSent = {
  channel: 'sms',
  to: '+2348031234567',
  resendAfterSeconds: 60,
  expiresInSeconds: 600,
};
const account: Me = {
  id: 'u-42',
  username: null,
  fullName: null,
  phone: '+2348031234567',
  email: null,
  roles: ['shopper'],
  demo: false,
  signedIn: true,
  createdAt: '2026-11-25T10:00:00.000Z',
};

type Answer = (init: RequestInit) => Response;
/** Answers each API call by method and path; anything else fails the test. */
function serve(routes: Record<string, Answer>) {
  fetchMock.mockImplementation(async (url, init = {}) => {
    const answer = routes[`${init.method ?? 'GET'} ${String(url)}`];
    if (!answer) throw new Error(`unexpected call ${init.method} ${String(url)}`);
    return answer(init);
  });
}
const bodiesOf = (method: string, url: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => u === url && init?.method === method)
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  consoleError.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  // Nothing here may log an error (React warnings included).
  expect(consoleError).not.toHaveBeenCalled();
});

function renderForm() {
  const onSignedIn = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SignInForm onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  );
  return { onSignedIn };
}

async function askForCode(user: ReturnType<typeof userEvent.setup>, destination = '0803 123 4567') {
  await user.type(screen.getByLabelText('Phone number or email'), destination);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByLabelText('6-digit code');
}

describe('SignInForm', () => {
  it('sends a code to the number typed, then asks for it on a phone-friendly input', async () => {
    serve({ 'POST /api/auth/code': () => json(202, sent) });
    const user = userEvent.setup();
    renderForm();
    const code = (await askForCode(user)) as HTMLInputElement;

    expect(bodiesOf('POST', '/api/auth/code')).toEqual([{ destination: '0803 123 4567' }]);
    expect(screen.getByText('+2348031234567')).toBeTruthy();
    expect([code.inputMode, code.autocomplete, code.maxLength]).toEqual([
      'numeric',
      'one-time-code',
      6,
    ]);
    expect(document.activeElement).toBe(code);
    // A pasted "123 456" keeps its digits only.
    await user.type(code, '123 456');
    expect(code.value).toBe('123456');
  });

  it("shows the server's own words when it refuses the number or limits the sends", async () => {
    const refusals = [
      json(400, {
        message: 'Invalid request body',
        issues: [{ path: 'destination', message: 'Enter a Nigerian phone number or an email' }],
      }),
      json(429, { message: 'Too many codes for this number. Try again in 59 minutes.' }),
    ];
    serve({ 'POST /api/auth/code': () => refusals.shift()! });
    const user = userEvent.setup();
    renderForm();
    const field = screen.getByLabelText('Phone number or email');
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a Nigerian phone number or an email')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Too many codes for this number. Try again in 59 minutes.'),
    ).toBeTruthy();
    expect(screen.queryByText(/^4\d\d:/)).toBeNull();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('refuses a wrong code with a clear message and lets the shopper try again', async () => {
    const answers = [
      json(400, { message: 'That code is not right or has expired. Ask for a new code.' }),
      json(200, { me: { ...account, fullName: 'Chidi Okeke' }, isNewAccount: false }),
    ];
    serve({
      'POST /api/auth/code': () => json(202, sent),
      'POST /api/auth/verify': () => answers.shift()!,
    });
    const user = userEvent.setup();
    const { onSignedIn } = renderForm();
    const code = await askForCode(user);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText('That code is not right or has expired. Ask for a new code.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(code);
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '482913');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ fullName: 'Chidi Okeke' });
    expect(bodiesOf('POST', '/api/auth/verify').at(-1)).toEqual({
      destination: '0803 123 4567',
      code: '482913',
    });
    // A known account with a name is not asked for it again.
    expect(bodiesOf('PATCH', '/api/me')).toEqual([]);
  });

  it('asks a new account for its full name once, then signs in', async () => {
    serve({
      'POST /api/auth/code': () => json(202, sent),
      'POST /api/auth/verify': () => json(200, { me: account, isNewAccount: true }),
      'PATCH /api/me': (init) => json(200, { ...account, ...JSON.parse(String(init.body)) }),
    });
    const user = userEvent.setup();
    const { onSignedIn } = renderForm();
    await user.type(await askForCode(user), '482913');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const name = await screen.findByLabelText('Full name');
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.type(name, 'Amaka Eze');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(bodiesOf('PATCH', '/api/me')).toEqual([{ fullName: 'Amaka Eze' }]);
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ fullName: 'Amaka Eze' });
  });

  it('offers a new code only after 60 seconds, counting down', async () => {
    // Only the countdown's clock is faked: the query client's own timers run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    serve({ 'POST /api/auth/code': () => json(202, sent) });
    const user = userEvent.setup();
    renderForm();
    await askForCode(user);
    const resend = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('New code in 60 s')).toBeTruthy();

    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('New code in 1 s')).toBeTruthy();
    expect(resend.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(resend.disabled).toBe(false);
    expect(screen.queryByText(/New code in/)).toBeNull();

    await user.click(resend);
    expect(await screen.findByText('We sent a new code to +2348031234567.')).toBeTruthy();
    expect(bodiesOf('POST', '/api/auth/code')).toHaveLength(2);
    expect(resend.disabled).toBe(true);
  });
});
