import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { ContactForm } from './contact-form.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(notifySuccess).mockReset();
  vi.mocked(notifyError).mockReset();
});

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Tunde Bakare');
  await user.type(screen.getByLabelText('Email address'), 'tunde@example.ng');
  await user.selectOptions(screen.getByLabelText('Category (optional)'), 'Measurements & fit');
  await user.type(screen.getByLabelText('Subject'), 'Agbada sleeves too long');
  await user.type(screen.getByLabelText('Message'), 'The sleeves are 2 inches too long.');
}

describe('ContactForm', () => {
  it('shows a message beneath each required field and sends nothing', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    // The category is optional: no message for it.
    expect(screen.queryByText(/Category is required/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the first field in error and re-checks each field as it is typed in', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));

    await user.type(screen.getByLabelText('Full name'), 'Tunde');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('Subject is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email address'), 'tunde@');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    await user.type(screen.getByLabelText('Email address'), 'example.ng');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the values trimmed and a blank category as null', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ id: 'm1', createdAt: '2025-01-01T00:00:00Z' }), {
        status: 201,
      }),
    );
    const user = renderForm();
    await user.type(screen.getByLabelText('Full name'), '  Tunde ');
    await user.type(screen.getByLabelText('Email address'), 'tunde@example.ng ');
    await user.type(screen.getByLabelText('Subject'), ' Fit');
    await user.type(screen.getByLabelText('Message'), 'Hello ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      name: 'Tunde',
      email: 'tunde@example.ng',
      category: null,
      subject: 'Fit',
      message: 'Hello',
    });
  });

  it('rejects an email address that is not one', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Email address'), 'tunde@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message, announces success only after the server stored it, and clears', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ id: 'm1', createdAt: '2025-01-01T00:00:00Z' }), {
        status: 201,
      }),
    );
    const user = renderForm();
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        "Message sent successfully! We'll get back to you within 24 hours.",
      ),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact-messages');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Tunde Bakare',
      email: 'tunde@example.ng',
      category: 'Measurements & fit',
      subject: 'Agbada sleeves too long',
      message: 'The sleeves are 2 inches too long.',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(''),
    );
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps what was typed and says so when the server fails', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"Internal Server Error"}', { status: 500 }),
    );
    const user = renderForm();
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(notifyError).toHaveBeenCalled());
    expect(notifySuccess).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Tunde Bakare');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'The sleeves are 2 inches too long.',
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });
});
