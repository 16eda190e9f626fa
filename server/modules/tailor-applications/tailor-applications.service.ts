import { createHash } from 'node:crypto';
import { normaliseSignInDestination } from '../../../shared/sign-in-destination.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import { queueMessage } from '../../outbox/outbox.ts';
import { applicationReceivedText } from '../../texts/applications.ts';
import { assertOwnUploads } from '../../uploads/uploads.repository.ts';
import type { NigerianState } from '../../../shared/nigeria.ts';
import { stateOfTown } from '../../../shared/nigerian-places.ts';
import { CHOOSE_STATE_MESSAGE } from '../../../shared/schemas/tailor-application-rules.ts';
import * as applicationsRepository from './tailor-applications.repository.ts';

type Application = {
  userId: string;
  /** The applicant had signed in, so `userId` is their own account (not the demo shopper). */
  submittedSignedIn: boolean;
  businessName: string;
  businessDescription: string;
  location: string;
  state?: NigerianState | undefined;
  phone: string;
  experience: number;
  specialties: string[];
  previousWork?: string | null | undefined;
  businessLicense?: string | null | undefined;
  previousWorkPhotos: string[];
};

/** What submitting needs besides the database: the outbox for the text, the site for its link. */
export type SubmitDeps = { db: Db; publicUrl: string };

/**
 * Stores an application, unless the same user already has an identical one pending: a form sent
 * twice (a double tap, a retry after a lost answer, requests in parallel) then answers with the
 * stored one. A different application while one is pending for the same phone number or signed-in
 * account is refused (409). Unique indexes decide, so parallel requests cannot both insert.
 */
export async function submit({ db, publicUrl }: SubmitDeps, input: Application) {
  // The state she chose, else the one her town names ("Abeokuta" is Ogun); a town Telo cannot
  // place needs her to choose (issue 29).
  const state = input.state ?? stateOfTown(input.location);
  if (!state) {
    throw new BadRequestError(CHOOSE_STATE_MESSAGE, [
      { path: 'state', message: CHOOSE_STATE_MESSAGE },
    ]);
  }
  const application = { ...input, state };
  // Photos of previous work must be her own uploads: nobody shows the desk another's photos.
  await assertOwnUploads(db, application.userId, application.previousWorkPhotos);
  const contentHash = hashOf(application);
  const applicantPhone = normaliseSignInDestination(application.phone)?.to ?? null;
  const created = await db.transaction(async (tx) => {
    const row = await applicationsRepository.insertIfNew(tx, {
      ...application,
      contentHash,
      applicantPhone,
    });
    // The acknowledgement goes out with the row, once: a repeat of the same form sends nothing.
    if (row && applicantPhone) {
      await queueMessage(tx, {
        channel: 'sms',
        to: applicantPhone,
        body: applicationReceivedText(publicUrl, application.businessName),
      });
    }
    return row;
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
    a.state ?? null,
    a.phone,
    a.experience,
    a.specialties,
    a.previousWork ?? null,
    a.businessLicense ?? null,
    a.previousWorkPhotos,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}
