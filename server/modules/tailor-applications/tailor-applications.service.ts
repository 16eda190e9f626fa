import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import * as applicationsRepository from './tailor-applications.repository.ts';

type Application = {
  userId: string;
  businessName: string;
  businessDescription: string;
  location: string;
  phone: string;
  experience: number;
  specialties: string[];
  previousWork?: string | null | undefined;
  businessLicense?: string | null | undefined;
};

/**
 * Stores an application, unless the same user already has an identical one pending: a form sent
 * twice (a double tap, a retry after a lost answer, requests in parallel) then answers with the
 * stored one. The unique index decides, so parallel requests cannot both insert.
 */
export async function submit(db: Db, application: Application) {
  const contentHash = hashOf(application);
  const created = await applicationsRepository.insertIfNew(db, { ...application, contentHash });
  if (created) return { application: created, created: true };
  const existing = await applicationsRepository.findPendingByContent(
    db,
    application.userId,
    contentHash,
  );
  // Only if that pending application stopped being pending in between (nothing does so today).
  if (!existing)
    throw new ConflictError('This application was just reviewed: please send it again');
  return { application: existing, created: false };
}

/** The same content hashes alike: fields as validated (trimmed, phone normalised, list deduplicated). */
function hashOf(a: Application) {
  const content = [
    a.businessName,
    a.businessDescription,
    a.location,
    a.phone,
    a.experience,
    a.specialties,
    a.previousWork ?? null,
    a.businessLicense ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}
