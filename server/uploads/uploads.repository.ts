import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { mediaUrl, parseMediaUrl, type UploadWidth } from '../../shared/uploads.ts';
import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import { BadRequestError } from '../errors.ts';
import type { ProcessedPhoto } from './process-photo.ts';

/** 16 random bytes as 22 base64url characters: a URL nobody can guess (decision 018). */
const newUploadId = () => randomBytes(16).toString('base64url');

export async function saveUpload(db: Db, ownerId: string, photo: ProcessedPhoto) {
  const id = newUploadId();
  await db.insert(uploads).values({
    id,
    ownerId,
    width: photo.width,
    height: photo.height,
    webp400: photo.webp[400],
    webp800: photo.webp[800],
  });
  return { id, url: mediaUrl(id) };
}

/** The WebP bytes of one width of an upload, or undefined. */
export async function findUploadBytes(db: Db, id: string, width: UploadWidth) {
  const column = width === 400 ? uploads.webp400 : uploads.webp800;
  const [row] = await db.select({ bytes: column }).from(uploads).where(eq(uploads.id, id));
  return row?.bytes;
}

/**
 * Checks that every photo URL a client attaches (to an outfit, a stage, a message, a review, a
 * claim) is an upload of the acting user: nobody attaches, and so publishes, another person's
 * photo. Answers 400 naming the problem.
 */
export async function assertOwnUploads(db: Db, ownerId: string, urls: readonly string[]) {
  if (urls.length === 0) return;
  const ids = urls.map((url) => {
    const parsed = parseMediaUrl(url);
    if (!parsed) throw new BadRequestError('A photo must be one you uploaded to Telo');
    return parsed.id;
  });
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId)));
  if (found.length !== new Set(ids).size) {
    throw new BadRequestError('A photo was not found among your uploads. Upload it again');
  }
}
