import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoPicker } from './photo-picker.tsx';

function Form({ max = 1 }: { max?: number }) {
  const [photos, setPhotos] = useState<string[]>([]);
  return <PhotoPicker label="Photo of the outfit" photos={photos} onChange={setPhotos} max={max} />;
}

const URL_1 = '/media/AAAAAAAAAAAAAAAAAAAAAA-800.webp';
const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const photo = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'p', { type });

afterEach(() => vi.unstubAllGlobals());

describe('PhotoPicker', () => {
  it('uploads a chosen photo at once, with its own type, and shows it', async () => {
    const fetch = vi.fn(async () => answer(201, { id: 'AAAAAAAAAAAAAAAAAAAAAA', url: URL_1 }));
    vi.stubGlobal('fetch', fetch);
    render(<Form />);
    await userEvent.upload(screen.getByLabelText('Photo of the outfit'), photo('image/png'));

    expect(await screen.findByRole('button', { name: 'Remove photo 1' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Photo of the outfit: chosen' }).innerHTML).toContain(
      URL_1,
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/uploads',
      expect.objectContaining({ method: 'POST', headers: { 'Content-Type': 'image/png' } }),
    );
    // One photo allowed: no second picker until this one is removed.
    expect((screen.getByLabelText('Photo of the outfit') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect((screen.getByLabelText('Photo of the outfit') as HTMLInputElement).disabled).toBe(false);
  });

  it('refuses a file that is not a photo or is too large before sending it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<Form />);
    const input = screen.getByLabelText('Photo of the outfit');
    await userEvent.upload(input, photo('image/gif'), { applyAccept: false });
    expect(screen.getByText('Choose a photo in JPEG, PNG or WebP format')).toBeTruthy();
    await userEvent.upload(input, photo('image/jpeg', 10 * 1024 * 1024 + 1));
    expect(screen.getByText('Choose a photo of at most 10 MB')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when it refuses the photo', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { message: 'This photo is damaged or incomplete.' })),
    );
    render(<Form />);
    await userEvent.upload(screen.getByLabelText('Photo of the outfit'), photo('image/jpeg'));
    expect(await screen.findByText('This photo is damaged or incomplete.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
