import { normaliseSignInDestination } from '../../../shared/sign-in-destination.ts';
import type { Db } from '../../db/client.ts';
import type { AsoEbiEventRow } from '../../db/schema/index.ts';
import { ConflictError, BadRequestError } from '../../errors.ts';
import { queueMessage } from '../../outbox/outbox.ts';
import { eventInviteText } from '../../texts/events.ts';
import * as repo from './host.repository.ts';

const INVALID = 'Enter a Nigerian mobile number, e.g. 0803 123 4567';

/**
 * Numbers as people paste them (0803…, +234 803…, 234803…, 803…, with spaces, dashes or
 * brackets), each to E.164 by the sign-in rule, so an invited number is the number its owner
 * signs in with. Any number that is not a Nigerian mobile refuses the whole list, naming it.
 */
export function normalisePhones(phones: string[]) {
  const issues: { path: string; message: string }[] = [];
  const normalised = phones.map((raw, index) => {
    const destination = normaliseSignInDestination(raw);
    if (destination?.channel !== 'sms') {
      issues.push({ path: `phones.${index}`, message: `${raw.trim() || '(empty)'}: ${INVALID}` });
      return '';
    }
    return destination.to;
  });
  if (issues.length) throw new BadRequestError(issues[0]!.message, issues);
  return [...new Set(normalised)];
}

/**
 * Puts each new number on the board as invited and texts it the event's link, in one
 * transaction: a number on the board already (invited, or a guest's own) is skipped, and the
 * unique (event, phone) index makes two invites at once text a number once.
 */
export async function inviteToEvent(
  db: Db,
  {
    event,
    hostName,
    phones,
    site,
    maxMembers,
  }: {
    event: AsoEbiEventRow;
    hostName: string;
    phones: string[];
    site: string;
    maxMembers: number;
  },
) {
  const unique = normalisePhones(phones);
  return db.transaction(async (tx) => {
    const onBoard = await repo.phonesOnBoard(tx, event.id);
    const fresh = unique.filter((p) => !onBoard.has(p));
    if (onBoard.size + fresh.length > maxMembers) {
      throw new ConflictError(`An event holds at most ${maxMembers} guests and invitations.`);
    }
    const inserted = await repo.insertInvites(tx, event.id, fresh);
    for (const { phone } of inserted) {
      await queueMessage(tx, {
        channel: 'sms',
        to: phone!,
        body: eventInviteText(event, hostName, site),
      });
    }
    return { invited: inserted.length, skipped: unique.length - inserted.length };
  });
}
