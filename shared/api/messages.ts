import type * as S from '../schemas/message.ts';
import type * as Common from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Messages between a shopper and a tailor (issue 15). Guests sign in first (401). A thread is
 * read by its two sides and by admins (who only read); to anyone else it answers 404.
 */
export const messagesApi = {
  threads: endpoint<{ response: typeof S.threadList }>('GET', '/api/messages/threads'),
  unread: endpoint<{ response: typeof S.unreadCount }>('GET', '/api/messages/unread'),
  thread: endpoint<{ params: typeof S.threadParamsSchema; response: typeof S.threadDetail }>(
    'GET',
    '/api/messages/threads/:threadId',
  ),
  markRead: endpoint<{
    params: typeof S.threadParamsSchema;
    body: typeof S.emptyBodySchema;
    response: typeof Common.noContent;
  }>('POST', '/api/messages/threads/:threadId/read'),
  send: endpoint<{
    params: typeof S.threadParamsSchema;
    body: typeof S.sendMessageSchema;
    response: typeof S.chatMessage;
  }>('POST', '/api/messages/threads/:threadId/messages'),
  openForOrder: endpoint<{
    params: typeof S.orderParamsSchema;
    body: typeof S.emptyBodySchema;
    response: typeof S.threadDetail;
  }>('POST', '/api/orders/:orderId/thread'),
  openWithTailor: endpoint<{
    params: typeof S.tailorParamsSchema;
    body: typeof S.emptyBodySchema;
    response: typeof S.threadDetail;
  }>('POST', '/api/tailors/:tailorId/thread'),
};
