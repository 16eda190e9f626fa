/**
 * Photos for tests of anything that takes one (issue 14 on): real JPEG, PNG and WebP bytes made
 * with sharp, and an upload through the real route.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { UploadedPhoto } from '../shared/uploads.ts';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** A small two-colour picture (so resizing has something to do), 1200×900 unless told. */
export function samplePhoto(format: PhotoFormat = 'jpeg', width = 1200, height = 900) {
  const half = Buffer.alloc(width * height * 3);
  for (let i = 0; i < half.length; i += 3) {
    const x = (i / 3) % width;
    half[i] = x < width / 2 ? 180 : 20;
    half[i + 1] = 90;
    half[i + 2] = x < width / 2 ? 30 : 160;
  }
  const image = sharp(half, { raw: { width, height, channels: 3 } });
  return image[format]().toBuffer();
}

/** POST /api/uploads as the session of `cookie` (or the demo shopper); answers the upload. */
export async function uploadPhoto(
  app: FastifyInstance,
  headers: Record<string, string> = {},
  photo?: Buffer,
  type = 'image/jpeg',
): Promise<UploadedPhoto> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': type, ...headers },
    payload: photo ?? (await samplePhoto()),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
