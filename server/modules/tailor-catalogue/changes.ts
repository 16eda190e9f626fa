import { BadRequestError } from '../../errors.ts';

/** A change (PATCH) must name at least one field: an empty one is a 400, not a silent no-op. */
export function requireChanges(body: object) {
  if (!Object.values(body).some((value) => value !== undefined)) {
    throw new BadRequestError('Nothing to change: send at least one field');
  }
}
