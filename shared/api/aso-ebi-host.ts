import type * as S from '../schemas/aso-ebi-host.ts';
import type { emptyBodySchema, idParamsSchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The host's side of an aso-ebi event (issue 32, decision 054): create it, add a look, see the
 * board (every member's stage, money collected and owed, the reminders), export it, invite by
 * phone, cancel before the lock, tick collected outfits. Only the event's host reaches an event
 * here: anyone else is answered as if it did not exist (404), as orders are.
 */
export const asoEbiHostApi = {
  create: endpoint<{ body: typeof S.createEventSchema; response: typeof S.hostEventSchema }>(
    'POST',
    '/api/events',
  ),
  mine: endpoint<{ response: typeof S.myEventsSchema }>('GET', '/api/events/mine'),
  outfits: endpoint<{ query: typeof S.outfitQuerySchema; response: typeof S.outfitChoicesSchema }>(
    'GET',
    '/api/events/outfits',
  ),
  addLook: endpoint<{
    params: typeof idParamsSchema;
    body: typeof S.lookInputSchema;
    response: typeof S.hostEventSchema;
  }>('POST', '/api/events/:id/looks'),
  update: endpoint<{
    params: typeof idParamsSchema;
    body: typeof S.updateEventSchema;
    response: typeof S.hostEventSchema;
  }>('PATCH', '/api/events/:id'),
  board: endpoint<{ params: typeof idParamsSchema; response: typeof S.eventBoardSchema }>(
    'GET',
    '/api/events/:id/board',
  ),
  boardCsv: endpoint<{ params: typeof idParamsSchema; response: typeof S.csvSchema }>(
    'GET',
    '/api/events/:id/board.csv',
  ),
  invite: endpoint<{
    params: typeof idParamsSchema;
    body: typeof S.inviteSchema;
    response: typeof S.invitedSchema;
  }>('POST', '/api/events/:id/invites'),
  cancel: endpoint<{
    params: typeof idParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.hostEventSchema;
  }>('POST', '/api/events/:id/cancel'),
  collected: endpoint<{
    params: typeof S.memberParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.boardMemberSchema;
  }>('POST', '/api/events/:id/members/:memberId/collected'),
};
