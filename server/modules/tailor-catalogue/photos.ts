import { productImageUrls } from '../../../shared/images.ts';
import type { Category } from '../../../shared/catalog.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';

/**
 * The picture an outfit shows: the tailor's uploaded photo, or until they add one the
 * category's artwork (the catalogue never shows an outfit without a picture).
 */
export function outfitPicture(category: Category, photo: string | undefined) {
  return photo ?? productImageUrls[category][0]!;
}

/**
 * Refuses photos that are not the acting user's own uploads (400, naming the field), so a tailor
 * cannot show another person's upload, or a guessed address, as their own.
 */
export async function checkOwnPhotos(
  _db: Db,
  _userId: string,
  photos: { path: string; url: string }[],
) {
  const first = photos[0];
  if (!first) return;
  const message = 'Photo uploads are not available yet';
  throw new BadRequestError(message, [{ path: first.path, message }]);
}
