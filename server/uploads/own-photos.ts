import type { Db } from '../db/client.ts';

/**
 * Refuses photos that are not the acting user's own uploads (issue 15: messages and reviews).
 * PLACEHOLDER until the upload kit lands: wired to its ownership helper at merge.
 */
export async function assertOwnPhotos(_db: Db, _userId: string, _photos: string[]) {}
