/**
 * Phone photos made at run time (issue 27): what tailors and shoppers really send, without a
 * binary fixture in the repository. A camera JPEG is fine-grained noise (sensor grain and fabric
 * texture, which is what makes phone JPEGs large) over smooth gradients (light), blurred a little
 * as a lens does, its JPEG quality searched so the file lands near the size a phone writes for
 * that many megapixels. Used by reliability/15-phone-photos.test.ts and bench/photos.ts.
 */
import sharp, { type Sharp } from 'sharp';

export type PhonePhoto = {
  /** e.g. "12 MP JPEG"; the figures are named by it. */
  name: string;
  /** The Content-Type a browser sends with it. */
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
  /** The EXIF orientation written, when the photo was "taken sideways". */
  orientation?: number;
};

/** A camera's 4:3 frame of about `megapixels` million pixels, landscape. */
export function cameraFrame(megapixels: number) {
  const height = Math.round(Math.sqrt((megapixels * 1_000_000 * 3) / 4) / 8) * 8;
  return { width: Math.round((height * 4) / 3 / 8) * 8, height };
}

/** Deterministic bytes (mulberry32), so one run's photos are the next run's and figures compare. */
function grain(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let a = seed >>> 0;
  for (let i = 0; i < length; i += 4) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    t = (t ^ (t >>> 14)) >>> 0;
    out[i] = t & 0xff;
    out[i + 1] = (t >>> 8) & 0xff;
    out[i + 2] = (t >>> 16) & 0xff;
    out[i + 3] = t >>> 24;
  }
  return out;
}

/** Grain of `amplitude` (0–1) over a diagonal colour gradient, blurred as a lens does. */
function scene(width: number, height: number, seed: number, amplitude = 0.6) {
  const noise = grain(width * height * 3, seed);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      const u = x / width;
      const v = y / height;
      const light = [60 + 150 * u, 40 + 120 * v, 170 - 110 * u * v];
      for (let c = 0; c < 3; c++) {
        const value = light[c]! + (noise[i + c]! - 128) * amplitude;
        raw[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(0.5)
    .raw()
    .toBuffer();
}

async function jpegNear(
  raw: Buffer,
  width: number,
  height: number,
  targetBytes: number,
  orientation?: number,
) {
  const encode = (quality: number) => {
    const image = sharp(raw, { raw: { width, height, channels: 3 } });
    return (orientation ? image.withMetadata({ orientation }) : image)
      .jpeg({ quality, chromaSubsampling: '4:2:0' })
      .toBuffer();
  };
  // Bisection on quality: a JPEG's size grows with it, so a handful of encodes land near the target.
  let low = 20;
  let high = 100;
  let best = { quality: high, bytes: await encode(high) };
  while (high - low > 1) {
    const quality = Math.round((low + high) / 2);
    const bytes = await encode(quality);
    const closer = Math.abs(bytes.length - targetBytes) < Math.abs(best.bytes.length - targetBytes);
    if (closer) best = { quality, bytes };
    if (bytes.length > targetBytes) high = quality;
    else low = quality;
  }
  return best;
}

/** A camera JPEG of about `megapixels` MP and `targetBytes` bytes. */
export async function cameraJpeg(options: {
  megapixels: number;
  targetBytes: number;
  seed?: number;
  orientation?: number;
}): Promise<PhonePhoto> {
  const { width, height } = cameraFrame(options.megapixels);
  const raw = await scene(width, height, options.seed ?? options.megapixels);
  const { bytes } = await jpegNear(raw, width, height, options.targetBytes, options.orientation);
  const turned = options.orientation ? `, EXIF orientation ${options.orientation}` : '';
  return {
    name: `${options.megapixels} MP JPEG${turned}`,
    type: 'image/jpeg',
    bytes,
    width,
    height,
    orientation: options.orientation,
  };
}

/**
 * `count` different camera JPEGs of one size: one scene searched once, then mirrored (so each
 * is a different file of the same weight) rather than searched `count` times over.
 */
export async function cameraJpegs(
  count: number,
  options: { megapixels: number; targetBytes: number },
): Promise<PhonePhoto[]> {
  const { width, height } = cameraFrame(options.megapixels);
  const raw = await scene(width, height, 1000 + options.megapixels);
  const { bytes: first, quality } = await jpegNear(raw, width, height, options.targetBytes);
  const mirrors = [
    (s: Sharp) => s,
    (s: Sharp) => s.flop(),
    (s: Sharp) => s.flip(),
    (s: Sharp) => s.flip().flop(),
  ];
  const photos: PhonePhoto[] = [];
  for (let i = 0; i < count; i++) {
    const bytes =
      i === 0
        ? first
        : await mirrors[i % mirrors.length]!(sharp(raw, { raw: { width, height, channels: 3 } }))
            .jpeg({ quality, chromaSubsampling: '4:2:0' })
            .toBuffer();
    photos.push({
      name: `${options.megapixels} MP JPEG #${i + 1}`,
      type: 'image/jpeg',
      bytes,
      width,
      height,
    });
  }
  return photos;
}

/** A phone screenshot (1080×2400 PNG): flat app colours, lines of "text" and one photo card. */
export async function phoneScreenshot(seed = 7): Promise<PhonePhoto> {
  const width = 1080;
  const height = 2400;
  const raw = Buffer.alloc(width * height * 3, 0xf6);
  const photo = await scene(width - 96, 900, seed, 0.35);
  const text = grain(width * height, seed + 1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (y < 180)
        raw.set([0x1f, 0x4e, 0x3d], i); // the app bar
      else if (y >= 240 && y < 1140 && x >= 48 && x < width - 48) {
        const j = ((y - 240) * (width - 96) + (x - 48)) * 3;
        raw.set(photo.subarray(j, j + 3), i);
      } else if (y >= 1200 && y % 64 < 28 && x >= 48 && x < 48 + ((y * 37) % 900)) {
        // Lines of text: dark strokes where the grain says so.
        const ink = text[y * width + x]! < 90 ? 0x22 : 0xf6;
        raw.set([ink, ink, ink], i);
      }
    }
  }
  const bytes = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name: 'PNG screenshot 1080×2400', type: 'image/png', bytes, width, height };
}

/** A WebP as Android apps share them: a camera scene of `megapixels` MP at quality 90. */
export async function phoneWebp(megapixels = 3, seed = 11): Promise<PhonePhoto> {
  const { width, height } = cameraFrame(megapixels);
  const raw = await scene(width, height, seed);
  const bytes = await sharp(raw, { raw: { width, height, channels: 3 } })
    .webp({ quality: 90 })
    .toBuffer();
  return { name: `${megapixels} MP WebP`, type: 'image/webp', bytes, width, height };
}

/**
 * What an iPhone sends when a photo is shared from Files: HEIC, labelled image/heic. Only the
 * container's first box is real (no encoder for HEVC here); the label alone must be answered
 * 415 before the body matters.
 */
export function iphoneHeic(sizeBytes = 2_500_000): Buffer {
  const ftyp = Buffer.from([
    ...[0, 0, 0, 24],
    ...Buffer.from('ftypheic'),
    ...[0, 0, 0, 0],
    ...Buffer.from('mif1heic'),
  ]);
  return Buffer.concat([ftyp, Buffer.from(grain(sizeBytes - ftyp.length, 3))]);
}

/**
 * The camera sizes every run covers: megapixels and the bytes a phone writes for them, spread
 * over 0.5–9.5 MB (the 10 MB limit's side). The 3 MP one was taken sideways (EXIF 6).
 */
export const CAMERA_SET = [
  { megapixels: 1, targetBytes: 500_000 },
  { megapixels: 2, targetBytes: 1_500_000 },
  { megapixels: 3, targetBytes: 3_000_000, orientation: 6 },
  { megapixels: 5, targetBytes: 4_500_000 },
  { megapixels: 8, targetBytes: 6_500_000 },
  { megapixels: 12, targetBytes: 9_500_000 },
] as const;

/** Four of the largest at once: 12 MP camera JPEGs of about 8 MB each. */
export const AT_ONCE = { count: 4, megapixels: 12, targetBytes: 8_000_000 } as const;

/** Every photo of a run: the camera set one by one, a screenshot, a WebP, and the four at once. */
export async function phonePhotos() {
  const oneByOne: PhonePhoto[] = [];
  for (const size of CAMERA_SET) oneByOne.push(await cameraJpeg(size));
  oneByOne.push(await phoneScreenshot(), await phoneWebp());
  const atOnce = await cameraJpegs(AT_ONCE.count, AT_ONCE);
  return { oneByOne, atOnce };
}

export const megabytes = (bytes: number) => Math.round(bytes / 10_000) / 100;

/**
 * POST /api/uploads as a browser sends a chosen file: its bytes, its type, same-origin, with the
 * session `cookie`. Answers the status (0 when no answer came: the process died or hung), the
 * body (or the socket error) and the seconds from sending to the whole answer.
 */
export type PhotoAnswer = { status: number; body: string; seconds: number; error?: string };

export async function postPhoto(
  origin: string,
  cookie: string,
  bytes: Buffer,
  type: string,
): Promise<PhotoAnswer> {
  const sent = performance.now();
  const seconds = () => (performance.now() - sent) / 1000;
  try {
    const res = await fetch(`${origin}/api/uploads`, {
      method: 'POST',
      headers: { cookie, 'content-type': type, 'sec-fetch-site': 'same-origin' },
      // A plain Uint8Array copy: fetch's types take no Buffer.
      body: new Uint8Array(bytes),
      signal: AbortSignal.timeout(60_000),
    });
    const body = await res.text();
    return { status: res.status, body, seconds: seconds() };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    const code = e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.message);
    return { status: 0, body: '', seconds: seconds(), error: code };
  }
}
