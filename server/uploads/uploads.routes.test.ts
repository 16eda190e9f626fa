import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { createTestApp } from '../../test/test-app.ts';
import { insertUser, insertUser1, USER1 } from '../../test/fixtures.ts';
import { samplePhoto, uploadPhoto } from '../../test/photos.ts';
import { UPLOAD_MAX_BYTES } from '../../shared/uploads.ts';
import { assertOwnUploads } from './uploads.repository.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let otherUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db);
  otherUserId = (await insertUser(t.db)).id;
});
afterAll(() => t?.close());

const post = (payload: Buffer | string, type: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': type },
    payload,
  });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** A PNG whose header claims `side`×`side` pixels over a few bytes of data. */
function pngClaiming(side: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/uploads', () => {
  it('turns a JPEG upright into WebP at 800 and 400 wide, without its EXIF', async () => {
    // A camera photo taken sideways: 1200×900 pixels, EXIF orientation 6 (turn 90°).
    const jpeg = await sharp(await samplePhoto('jpeg'))
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Shopper Name', Copyright: 'x' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await post(jpeg, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const { id, url } = res.json();
    expect(url).toBe(`/media/${id}-800.webp`);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const large = await get(url);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const small = await sharp((await get(`/media/${id}-400.webp`)).rawPayload).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 400 });

    const again = await get(url, { 'if-none-match': large.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('takes PNG and WebP, and never makes a small photo larger', async () => {
    for (const format of ['png', 'webp'] as const) {
      const res = await post(await samplePhoto(format, 600, 400), `image/${format}`);
      expect(res.statusCode).toBe(201);
      const meta = await sharp((await get(res.json().url)).rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 600, height: 400 });
    }
  });

  it('refuses what is not a JPEG, PNG or WebP photo with a message, storing nothing', async () => {
    const gif = await sharp(await samplePhoto('png', 40, 40))
      .gif()
      .toBuffer();
    const cases: [Buffer | string, string, number][] = [
      ['hello', 'text/plain', 415],
      ['{"a":1}', 'application/json', 415],
      [gif, 'image/gif', 415],
      [gif, 'image/png', 400], // the bytes decide, not the label
      [Buffer.from('not a photo at all'), 'image/jpeg', 400],
      [(await samplePhoto('jpeg')).subarray(0, 2000), 'image/jpeg', 400], // cut short
      [Buffer.alloc(0), 'image/png', 400],
    ];
    for (const [payload, type, status] of cases) {
      const res = await post(payload, type);
      expect(res.statusCode, `${type}`).toBe(status);
      expect(res.json().message).toMatch(/photo|JPEG/i);
    }
  });

  it('refuses a photo over 10 MB and a decompression bomb without a 5xx', async () => {
    const tooLarge = await post(Buffer.alloc(UPLOAD_MAX_BYTES + 1), 'image/jpeg');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Choose a photo of at most 10 MB');

    const bomb = pngClaiming(60_000);
    expect(bomb.length).toBeLessThan(2_000);
    const res = await post(bomb, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too many pixels/);
  });

  it('does not answer a photo that does not exist', async () => {
    for (const url of ['/media/AAAAAAAAAAAAAAAAAAAAAA-800.webp', '/media/x-800.webp', '/media/a']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

describe('assertOwnUploads', () => {
  it('accepts the acting user’s photos and refuses anyone else’s or a foreign URL', async () => {
    const mine = await uploadPhoto(t.app);
    await expect(assertOwnUploads(t.db, USER1, [mine.url])).resolves.toBeUndefined();
    await expect(assertOwnUploads(t.db, otherUserId, [mine.url])).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      assertOwnUploads(t.db, USER1, ['https://elsewhere.example/x.webp']),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
