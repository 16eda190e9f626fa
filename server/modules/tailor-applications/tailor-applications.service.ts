import { createHash } from 'node:crypto';
import { normaliseSignInDestination } from '../../../shared/sign-in-destination.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import * as applicationsRepository from './tailor-applications.repository.ts';

type Application = {
  userId: string;
  /** The applicant had signed in, so `userId` is their own account (not the demo shopper). */
  submittedSignedIn: boolean;
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
 * stored one. A different application while one is pending for the same phone number or signed-in
 * account is refused (409). Unique indexes decide, so parallel requests cannot both insert.
 */
export async function submit(db: Db, application: Application) {
  const contentHash = hashOf(application);
  const applicantPhone = normaliseSignInDestination(application.phone)?.to ?? null;
  const created = await applicationsRepository.insertIfNew(db, {
    ...application,
    contentHash,
    applicantPhone,
  });
  if (created) return { application: created, created: true };
  const existing = await applicationsRepository.findPendingByContent(
    db,
    application.userId,
    contentHash,
  );
  if (!existing) {
    throw new ConflictError(
      'An application for this phone number or account is already waiting for review',
    );
  }
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
