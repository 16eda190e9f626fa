import sharp, { type Metadata } from 'sharp';
import {
  UPLOAD_HEIC_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  UPLOAD_WIDTHS,
  type UploadWidth,
} from '../../shared/uploads.ts';
import { AppError, BadRequestError } from '../errors.ts';

/**
 * A photo's pixel budget: 40 megapixels is more than any phone camera takes, and stops a small
 * file that claims a vast image (a decompression bomb) before any pixel is decoded.
 */
const MAX_PIXELS = 40_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

// One photo at a time per instance, one libvips thread, no libvips cache: an upload costs a
// bounded amount of native memory however many arrive at once (decision 015's memory budget).
sharp.concurrency(1);
sharp.cache(false);
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

export type ProcessedPhoto = {
  width: number;
  height: number;
  webp: Record<UploadWidth, Buffer>;
};

/**
 * Reads what the bytes really are (not what the browser said), turns the photo upright by its
 * EXIF orientation, and writes a WebP at each width the site uses. sharp drops EXIF, GPS and
 * every other metadata unless asked to keep it, so none of it leaves the server.
 */
export function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  return oneAtATime(async () => {
    const source = () =>
      sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false });
    let meta: Metadata;
    try {
      // The header alone (no pixel is decoded), so a bomb is named as one below.
      meta = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw new BadRequestError(`This file is not a photo we can read. ${UPLOAD_TYPE_MESSAGE}`);
    }
    // HEIC photos read as HEIF compressed with HEVC, which libvips here cannot decode.
    if (meta.format === 'heif' && meta.compression === 'hevc') {
      throw new AppError(415, UPLOAD_HEIC_MESSAGE);
    }
    if (!meta.format || !FORMATS.has(meta.format)) throw new BadRequestError(UPLOAD_TYPE_MESSAGE);
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) {
      throw new BadRequestError(
        'This photo has too many pixels. Choose one of at most 40 megapixels',
      );
    }
    try {
      const webp = {} as Record<UploadWidth, Buffer>;
      let size = { width: 0, height: 0 };
      for (const width of UPLOAD_WIDTHS) {
        const { data, info } = await source()
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        webp[width] = data;
        size = { width: info.width, height: info.height };
      }
      return { ...size, webp };
    } catch {
      // A header that reads well over a body that does not (a truncated or damaged file).
      throw new BadRequestError(`This photo is damaged or incomplete. ${UPLOAD_TYPE_MESSAGE}`);
    }
  });
}
