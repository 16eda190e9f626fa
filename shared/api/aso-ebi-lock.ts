import type * as S from '../schemas/aso-ebi-lock.ts';
import type { emptyBodySchema, idParamsSchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The host locks her aso-ebi event before its pay-by date (issue 32 item 5): the same lock the
 * `events-lock` job runs at the end of that date. 401 not signed in, 404 not her event, 409 not
 * open (locked already, or cancelled).
 */
export const asoEbiLockApi = {
  lock: endpoint<{
    params: typeof idParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.lockResultSchema;
  }>('POST', '/api/events/:id/lock'),
};
