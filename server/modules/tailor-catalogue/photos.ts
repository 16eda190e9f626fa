import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import { assertOwnUploads } from '../../uploads/uploads.repository.ts';

/**
 * Refuses photos that are not the acting user's own uploads (400, naming the field), so a tailor
 * cannot show another person's upload, or a guessed address, as their own work.
 */
export async function checkOwnPhotos(
  db: Db,
  userId: string,
  field: string,
  urls: readonly (string | null | undefined)[],
) {
  const given = urls.filter((url): url is string => Boolean(url));
  try {
    await assertOwnUploads(db, userId, given);
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
    throw new BadRequestError(error.message, [{ path: field, message: error.message }]);
  }
}
