import { randomBytes } from 'node:crypto';
import { normaliseSignInDestination } from '../../../shared/sign-in-destination.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { queueMessage } from '../../outbox/outbox.ts';
import { stateOfTown } from '../../../shared/nigerian-places.ts';
import { applicationApprovedText, applicationDeclinedText } from '../../texts/applications.ts';
import * as repo from './tailor-applications.repository.ts';

/** What a decision needs besides the database: the site's address for the texts' links. */
export type ReviewDeps = { db: Db; publicUrl: string };

/** What a new tailor's profile says about response time until they change it. */
export const NEW_TAILOR_RESPONSE_TIME = 'Within 24 hours';

/**
 * Moves a pending application to `status`, or explains why not: 404 for no such application,
 * 409 for one already reviewed. The conditional UPDATE is the decision, so of two admins (or two
 * taps) exactly one wins; the loser's transaction changes nothing.
 */
async function claimPending(
  tx: Db,
  id: string,
  status: 'approved' | 'rejected',
  reviewNotes: string | null,
) {
  const claimed = await repo.reviewPending(tx, id, status, reviewNotes);
  if (claimed) return claimed;
  const existing = await repo.applicationStatus(tx, id);
  if (!existing) throw new NotFoundError('Application not found');
  throw new ConflictError(`This application was already ${existing}`);
}

/**
 * The account the approved tailor signs in with: the applicant's own when they had signed in,
 * else the account of the application's phone number, made now if it does not exist (the phone
 * is unique, so a concurrent sign-in and this approval end with one account).
 */
async function applicantAccount(
  tx: Db,
  application: { userId: string; phone: string; submittedSignedIn: boolean },
) {
  if (application.submittedSignedIn) return application.userId;
  const phone = normaliseSignInDestination(application.phone)?.to;
  if (!phone) throw new ConflictError('The application’s phone number is not a Nigerian mobile');
  return repo.accountForPhone(tx, phone, `tailor_${randomBytes(6).toString('hex')}`);
}

/**
 * Approves a pending application, in one transaction: the tailor's public profile from the
 * application's fields, linked to the applicant's account, which gains the tailor role; the
 * applicant's text in the outbox; reviewedAt stamped. Reviewed already: 409, nothing changes.
 */
export async function approve(
  { db, publicUrl }: ReviewDeps,
  id: string,
  reviewNotes: string | null,
) {
  return db.transaction(async (tx) => {
    const application = await claimPending(tx, id, 'approved', reviewNotes);
    const userId = await applicantAccount(tx, application);
    const tailor = await repo.insertTailorProfile(tx, {
      userId,
      businessName: application.businessName,
      specialties: application.specialties,
      // Her town and state (issue 29); an application from before states gives the town's.
      location: application.location,
      state: application.state ?? stateOfTown(application.location) ?? null,
      bio: application.businessDescription,
      experience: application.experience,
      responseTime: NEW_TAILOR_RESPONSE_TIME,
    });
    if (!tailor) throw new ConflictError('The applicant’s account already has a tailor profile');
    await repo.grantTailorRole(tx, userId);
    await repo.linkTailorProfile(tx, id, tailor.id);
    await queueMessage(tx, {
      channel: 'sms',
      to: application.applicantPhone ?? normaliseSignInDestination(application.phone)!.to,
      body: applicationApprovedText(publicUrl, application.businessName),
    });
    return { ...application, tailorId: tailor.id };
  });
}

/** Rejects a pending application with the reviewer's notes, which the applicant is sent. */
export async function reject({ db, publicUrl }: ReviewDeps, id: string, reviewNotes: string) {
  return db.transaction(async (tx) => {
    const application = await claimPending(tx, id, 'rejected', reviewNotes);
    const to = application.applicantPhone ?? normaliseSignInDestination(application.phone)?.to;
    if (to) {
      await queueMessage(tx, {
        channel: 'sms',
        to,
        body: applicationDeclinedText(publicUrl, application.businessName, reviewNotes),
      });
    }
    return application;
  });
}
