import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measurementFields, type MeasurementKey } from '../../../../shared/catalog.ts';
import type { Measurements } from '../../../../shared/schemas/measurement.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useMeasurements } from '../api/get-measurements.ts';
import { MeasurementForm } from './measurement-form.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noneSaved = () => json(200, null);

const saved: Measurements = {
  id: 'm1',
  userId: 'user1',
  chest: 101.5,
  waist: 86,
  hips: 100,
  shoulders: 46,
  sleeves: 63,
  length: 76,
  inseam: 81,
  neck: 39,
  bicep: 33,
  forearm: 28,
  thigh: 58,
  calf: null,
  unit: 'centimeters',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(notifySuccess).mockReset();
  vi.mocked(notifyError).mockReset();
});

/** Shows when the saved measurements have reached the page, as the form would see them. */
function LoadedProbe() {
  const { data } = useMeasurements('user1');
  return data ? <p>saved measurements loaded</p> : null;
}

function renderForm(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MeasurementForm userId="user1" onSaved={onSaved} />
      <LoadedProbe />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSaved };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** A body as a shopper measures it in inches, and the same body in centimetres. */
const inches: Record<MeasurementKey, string> = {
  chest: '42',
  waist: '34',
  hips: '40',
  shoulders: '18',
  sleeves: '25',
  length: '30',
  inseam: '32',
  neck: '15.5',
  bicep: '13',
  forearm: '11',
  thigh: '23',
  calf: '15',
};
const centimeters = Object.fromEntries(
  Object.entries(inches).map(([key, value]) => [key, (Number(value) * 2.54).toFixed(1)]),
) as Record<MeasurementKey, string>;

async function fillAll(
  user: ReturnType<typeof userEvent.setup>,
  values: Record<MeasurementKey, string> = inches,
) {
  for (const f of measurementFields) await user.type(input(f.label), values[f.key]);
}

describe('MeasurementForm', () => {
  it('offers 12 decimal number inputs and inches by default', async () => {
    fetchMock.mockResolvedValue(noneSaved());
    renderForm();
    for (const f of measurementFields) {
      const el = input(f.label);
      expect([el.type, el.step, el.inputMode, el.value]).toEqual(['number', '0.1', 'decimal', '']);
    }
    expect((screen.getByLabelText('Unit') as HTMLSelectElement).value).toBe('inches');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('shows all 12 required messages beneath the inputs and sends nothing', async () => {
    fetchMock.mockResolvedValue(noneSaved());
    const { user, onSaved } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Measurements' }));

    for (const f of measurementFields) {
      const message = await screen.findByText(f.required);
      expect(input(f.label).getAttribute('aria-describedby')).toBe(message.id);
    }
    expect(posts()).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('focuses the first empty field and drops its message once it is filled', async () => {
    fetchMock.mockResolvedValue(noneSaved());
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Measurements' }));
    expect(document.activeElement).toBe(input('Chest'));

    await user.type(input('Chest'), '40');
    expect(screen.queryByText('Chest measurement is required')).toBeNull();
    expect(input('Chest').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('Waist measurement is required')).toBeTruthy();
    await user.clear(input('Chest'));
    expect(screen.getByText('Chest measurement is required')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('prefills from the saved measurements as strings, with their unit', async () => {
    fetchMock.mockResolvedValue(json(200, saved));
    renderForm();
    await waitFor(() => expect(input('Chest').value).toBe('101.5'));
    expect(input('Waist').value).toBe('86');
    expect(input('Calf').value).toBe('');
    expect((screen.getByLabelText('Unit') as HTMLSelectElement).value).toBe('centimeters');
  });

  it('keeps what the shopper typed when saved measurements arrive later', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await user.type(input('Chest'), '44');
    answer(json(200, saved));
    await screen.findByText('saved measurements loaded');
    expect(input('Chest').value).toBe('44');
    expect(input('Waist').value).toBe('');
  });

  it('keeps the unit the shopper picked when saved measurements arrive later', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user } = renderForm();
    // Inches is already shown: picking it still says which unit the shopper measures in.
    await user.selectOptions(screen.getByLabelText('Unit'), 'Inches');
    answer(json(200, saved));
    await screen.findByText('saved measurements loaded');
    expect((screen.getByLabelText('Unit') as HTMLSelectElement).value).toBe('inches');
    expect(input('Chest').value).toBe('');
  });

  it('saves the 12 values as strings with the chosen unit, then tells the shopper', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? json(200, saved) : noneSaved(),
    );
    const { user, onSaved } = renderForm();
    await fillAll(user, centimeters);
    await user.selectOptions(screen.getByLabelText('Unit'), 'Centimeters');
    await user.click(screen.getByRole('button', { name: 'Save Measurements' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [url, init] = posts()[0]!;
    expect(url).toBe('/api/measurements');
    expect(JSON.parse(String(init?.body))).toEqual({
      userId: 'user1',
      ...centimeters,
      unit: 'centimeters',
    });
    expect(notifySuccess).toHaveBeenCalledWith(
      'Measurements saved',
      'Your body measurements have been saved successfully',
    );
  });

  it('shows the server refusal beneath the field and keeps every typed value', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(400, {
            message: 'Invalid request body',
            issues: [{ path: 'chest', message: 'Chest must be a number' }],
          })
        : noneSaved(),
    );
    const { user, onSaved } = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Save Measurements' }));

    expect(await screen.findByText('Chest must be a number')).toBeTruthy();
    expect(notifyError).toHaveBeenCalledWith('Error', 'Failed to save measurements');
    expect(onSaved).not.toHaveBeenCalled();
    expect(input('Chest').value).toBe('42');
    expect(input('Calf').value).toBe('15');
  });

  it('refuses values no body has beneath each field, naming its range, and sends nothing', async () => {
    fetchMock.mockResolvedValue(noneSaved());
    const { user, onSaved } = renderForm();
    for (const f of measurementFields) await user.type(input(f.label), '0.1');
    await user.click(screen.getByRole('button', { name: 'Save Measurements' }));

    const chest = await screen.findByText('Chest must be between 20 and 70 inches');
    expect(input('Chest').getAttribute('aria-describedby')).toBe(chest.id);
    expect(screen.getByText('Neck must be between 10 and 30 inches')).toBeTruthy();
    expect(screen.getAllByText(/ must be between \d+ and \d+ inches$/)).toHaveLength(12);
    expect(posts()).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('names the range in centimeters when the shopper measures in centimeters', async () => {
    fetchMock.mockResolvedValue(noneSaved());
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Unit'), 'Centimeters');
    // A chest of 42 is an inch figure typed into a centimetre form.
    await fillAll(user, { ...centimeters, chest: '42' });
    await user.click(screen.getByRole('button', { name: 'Save Measurements' }));

    expect(await screen.findByText('Chest must be between 50 and 178 centimeters')).toBeTruthy();
    expect(screen.queryByText(/Waist must be/)).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('disables the save button while saving', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? new Promise<Response>(() => {}) : noneSaved(),
    );
    const { user } = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Save Measurements' }));
    const button = await screen.findByRole('button', { name: 'Saving...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
