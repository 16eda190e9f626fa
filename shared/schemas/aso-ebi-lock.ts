import { z } from 'zod';
import { asoEbiLockApi } from '../api/aso-ebi-lock.ts';
import { contract } from '../api/endpoint.ts';
import { emptyBodySchema, idParamsSchema } from './common.ts';

/** What the lock did: how many paid guests' orders went to their tailors, how many were dropped. */
export const lockResultSchema = z.object({
  eventId: z.string(),
  paid: z.number().int(),
  dropped: z.number().int(),
});
export type LockResult = z.output<typeof lockResultSchema>;

export const asoEbiLockContract = contract(asoEbiLockApi, {
  lock: {
    summary:
      "Locks the host's open event now: unpaid guests dropped, paid guests' orders sent to their tailors (404 not her event, 409 not open)",
    params: idParamsSchema,
    body: emptyBodySchema,
    response: lockResultSchema,
  },
});
