/**
 * Photo uploads (issue 14, decision 018): what a browser may send and where the stored photo is
 * read from. Uploaded photos follow the catalogue's URL convention (shared/images.ts): an
 * 800-wide `…-800.webp` and a 400-wide `…-400.webp` beside it, so every image component and
 * srcset works for them unchanged.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_WIDTHS = [400, 800] as const;
export type UploadWidth = (typeof UPLOAD_WIDTHS)[number];

export const UPLOAD_TYPE_MESSAGE = 'Choose a photo in JPEG, PNG or WebP format';
export const UPLOAD_SIZE_MESSAGE = 'Choose a photo of at most 10 MB';
/**
 * iPhones take photos in HEIC, which the image library cannot decode (its HEIF support is AVIF
 * only); most browsers send a JPEG copy, but a photo shared from Files arrives as HEIC.
 */
export const UPLOAD_HEIC_MESSAGE =
  'This photo is in HEIC, the iPhone format, which Telo cannot read. Send it as a JPEG (on iPhone: Settings › Camera › Formats › Most Compatible)';

const HEIC_TYPES = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);

/** Why a file of this media type cannot be uploaded, or undefined when it can. */
export function uploadTypeProblem(type: string): string | undefined {
  if (isUploadType(type)) return undefined;
  return HEIC_TYPES.has(type) ? UPLOAD_HEIC_MESSAGE : UPLOAD_TYPE_MESSAGE;
}

/** Ids are long and random: a photo's URL is its capability (see decision 018). */
const ID = '[A-Za-z0-9_-]{22}';
const MEDIA_URL = new RegExp(`^/media/(${ID})-(400|800)\\.webp$`);

export const mediaUrl = (id: string, width: UploadWidth = 800) => `/media/${id}-${width}.webp`;

/** The upload id and width of a media URL, or undefined for anything else. */
export function parseMediaUrl(url: string): { id: string; width: UploadWidth } | undefined {
  const match = MEDIA_URL.exec(url);
  return match ? { id: match[1]!, width: Number(match[2]) as UploadWidth } : undefined;
}

export const isUploadType = (type: string): type is UploadType =>
  (UPLOAD_TYPES as readonly string[]).includes(type);

/** What POST /api/uploads answers: its schema is shared/schemas/uploads.ts's. */
export type { UploadedPhoto } from './schemas/uploads.ts';
