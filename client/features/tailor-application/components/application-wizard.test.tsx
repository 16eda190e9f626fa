import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ApplicationWizard } from './application-wizard.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(notifySuccess).mockReset();
  vi.mocked(notifyError).mockReset();
});

function renderWizard() {
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ApplicationWizard userId="user1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return Object.assign(userEvent.setup(), { unmount: view.unmount });
}

const validDescription = 'Senator suits and kaftans, cut to measure in Wuse, Abuja.';

const next = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Next' }));
/** Step 1 filled as a real applicant would: a state, a town and a Nigerian number. */
async function fillBusiness(user: ReturnType<typeof userEvent.setup>, phone = '0803 123 4567') {
  await user.type(screen.getByLabelText('Business Name'), 'Ade Stitches');
  await user.selectOptions(screen.getByLabelText('State'), 'Ogun');
  await user.type(screen.getByLabelText('Location'), 'Abeokuta');
  await user.type(screen.getByLabelText('Phone Number'), phone);
  await user.type(screen.getByLabelText('Business Description'), validDescription);
}
const chips = () =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label'));

describe('ApplicationWizard', () => {
  it('moves between steps without checking anything', async () => {
    const user = renderWizard();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    await next(user);
    expect(screen.getByRole('heading', { name: 'Experience & Portfolio' })).toBeTruthy();
    await next(user);
    expect(screen.getByRole('heading', { name: 'Review & Submit' })).toBeTruthy();
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Experience & Portfolio' })).toBeTruthy();
  });

  it('adds specialties by Enter or Add, trimmed, skipping blanks and duplicates, and removes them', async () => {
    const user = renderWizard();
    await next(user);
    const field = screen.getByLabelText('Specialties');
    await user.type(field, '  Agbada  {Enter}');
    await user.type(field, 'Lace');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(field, '   {Enter}');
    await user.type(field, 'agbada{Enter}');
    expect(chips()).toEqual(['Remove Agbada', 'Remove Lace']);
    expect((field as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Remove Agbada' }));
    expect(chips()).toEqual(['Remove Lace']);
  });

  it('counts experience that is not a number as 0 years', async () => {
    const user = renderWizard();
    await next(user);
    // A number input holds "" for anything that is not a number.
    await user.type(screen.getByLabelText('Years of Experience'), 'abc');
    await next(user);
    expect(screen.getByText('0 years')).toBeTruthy();
  });

  it('asks for a specialty on submit and sends nothing without one', async () => {
    const user = renderWizard();
    await next(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(notifyError).toHaveBeenCalledWith(
      'Specialties Required',
      'Please add at least one specialty.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Review & Submit' })).toBeTruthy();
  });

  it('shows each refused field and leads back to its step with the message beneath it', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'Invalid request body',
          issues: [{ path: 'phone', message: 'Enter a Nigerian phone number, e.g. 0803 123 4567' }],
        }),
        { status: 400 },
      ),
    );
    const user = renderWizard();
    // A number the form accepts but the server (here) refuses: its word is shown the same way.
    await fillBusiness(user, '0909 555 1234');
    await next(user);
    await user.type(screen.getByLabelText('Specialties'), 'Agbada{Enter}');
    await next(user);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const alert = await screen.findByRole('alert');
    within(alert).getByText('Enter a Nigerian phone number, e.g. 0803 123 4567');
    expect(notifyError).toHaveBeenCalledWith(
      'Submission Failed',
      'Failed to submit application. Please try again.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Fix on step 1' }));
    const phone = screen.getByLabelText('Phone Number') as HTMLInputElement;
    expect(phone.value).toBe('0909 555 1234');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Enter a Nigerian phone number, e.g. 0803 123 4567');
  });

  it('sends the application and confirms on success', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
    const user = renderWizard();
    await fillBusiness(user);
    await next(user);
    await user.type(screen.getByLabelText('Years of Experience'), '12');
    await user.type(screen.getByLabelText('Specialties'), 'Senator{Enter}');
    await user.type(screen.getByLabelText('Specialties'), 'draft text left in the box');
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await screen.findByRole('link', { name: 'Back to Home' });
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/tailor-applications');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      businessName: 'Ade Stitches',
      state: 'Ogun',
      location: 'Abeokuta',
      experience: 12,
      specialties: ['Senator'],
    });
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        'Application Submitted!',
        "Your tailor application has been submitted for review. We'll get back to you within 3-5 business days.",
      ),
    );
  });

  it('refuses a name of one repeated letter and a one-letter description on Submit, naming their step', async () => {
    const user = renderWizard();
    await user.type(screen.getByLabelText('Business Name'), 'A'.repeat(30));
    await user.type(screen.getByLabelText('Business Description'), 'a');
    await next(user);
    await user.type(screen.getByLabelText('Specialties'), 'Agbada{Enter}');
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const alert = screen.getByRole('alert');
    within(alert).getByText('Business name cannot be one letter repeated');
    within(alert).getByText('Business description must be at least 20 characters');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();

    await user.click(within(alert).getAllByRole('button', { name: 'Fix on step 1' })[0]!);
    const name = screen.getByLabelText('Business Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Business name cannot be one letter repeated');
    screen.getByText('Business description must be at least 20 characters');
  });

  it('keeps the draft and its step when the page is opened again, until it is submitted', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
    const first = renderWizard();
    await fillBusiness(first);
    await next(first);
    await first.type(screen.getByLabelText('Specialties'), 'Senator{Enter}');
    first.unmount();

    const again = renderWizard();
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(chips()).toEqual(['Remove Senator']);
    await again.click(screen.getByRole('button', { name: 'Previous' }));
    expect((screen.getByLabelText('Business Name') as HTMLInputElement).value).toBe('Ade Stitches');
    await next(again);
    await next(again);
    await again.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('link', { name: 'Back to Home' });
    again.unmount();

    renderWizard();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect((screen.getByLabelText('Business Name') as HTMLInputElement).value).toBe('');
  });

  it('lists every problem on the review step before Submit, each with the step to fix it', async () => {
    const user = renderWizard();
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await next(user);
    await next(user);
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual([
      'Business name is required',
      'Choose your state from the list',
      'Location is required',
      'Enter a Nigerian phone number, e.g. 0803 123 4567',
      'Business description is required',
      'Add at least one specialty',
    ]);
    expect(within(alert).getAllByRole('button', { name: 'Fix on step 1' })).toHaveLength(5);
    within(alert).getByRole('button', { name: 'Fix on step 2' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts empty when what is stored is not a draft', () => {
    window.localStorage.setItem('telo:become-tailor-draft', '{"step":7,"draft":"x"}');
    renderWizard();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });
});
