import type * as S from '../schemas/aso-ebi-guest.ts';
import type { emptyBodySchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * An aso-ebi event as its guests see it (issue 32 items 2 and 3, decision 054). The event read is
 * public and the same for every visitor (the event page renders it on the server); the guest's
 * own membership is a read of its own, personal, so nothing of hers is in the server's page.
 * The writes act for the session's user: join a look, attach her measurements, pay, leave.
 */
export const asoEbiGuestApi = {
  event: endpoint<{ params: typeof S.eventParamsSchema; response: typeof S.publicEventSchema }>(
    'GET',
    '/api/events/:id',
  ),
  me: endpoint<{ params: typeof S.eventParamsSchema; response: typeof S.myMembershipSchema }>(
    'GET',
    '/api/events/:id/me',
  ),
  join: endpoint<{
    params: typeof S.eventParamsSchema;
    body: typeof S.joinEventSchema;
    response: typeof S.membershipSchema;
  }>('POST', '/api/events/:id/join'),
  measurements: endpoint<{
    params: typeof S.eventParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.membershipSchema;
  }>('POST', '/api/events/:id/measurements'),
  pay: endpoint<{
    params: typeof S.eventParamsSchema;
    body: typeof S.payEventSchema;
    response: typeof S.eventCheckoutStartedSchema;
  }>('POST', '/api/events/:id/pay'),
  leave: endpoint<{
    params: typeof S.eventParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.membershipSchema;
  }>('POST', '/api/events/:id/leave'),
};
