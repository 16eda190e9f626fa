import type * as S from '../schemas/message.ts';
import { endpoint } from './endpoint.ts';

/**
 * Messages between a shopper and a tailor (issue 15). Guests sign in first (401). A thread is
 * read by its two sides and by admins (who only read); to anyone else it answers 404.
 */
export const messagesApi = {
  threads: endpoint<{ response: typeof S.threadList }>(
    'GET',
    '/api/messages/threads',
    "The acting user's conversations, most recent first",
  ),
  unread: endpoint<{ response: typeof S.unreadCount }>(
    'GET',
    '/api/messages/unread',
    'Unread messages of the acting user, as a shopper and as a tailor',
  ),
  thread: endpoint<{ params: typeof S.threadParamsSchema; response: typeof S.threadDetail }>(
    'GET',
    '/api/messages/threads/:threadId',
    'One conversation with its messages, oldest first (404)',
  ),
  markRead: endpoint<{
    params: typeof S.threadParamsSchema;
    body: typeof S.emptyBodySchema;
    response: typeof S.noContent;
  }>(
    'POST',
    '/api/messages/threads/:threadId/read',
    "Marks the conversation read for the reader's side (204)",
  ),
  send: endpoint<{
    params: typeof S.threadParamsSchema;
    body: typeof S.sendMessageSchema;
    response: typeof S.chatMessage;
  }>(
    'POST',
    '/api/messages/threads/:threadId/messages',
    'Sends a message with up to 4 photos (201; 403 for an admin)',
  ),
  openForOrder: endpoint<{
    params: typeof S.orderParamsSchema;
    body: typeof S.emptyBodySchema;
    response: typeof S.threadDetail;
  }>('POST', '/api/orders/:orderId/thread', "Opens (or makes) an order's conversation (404)"),
  openWithTailor: endpoint<{
    params: typeof S.tailorParamsSchema;
    body: typeof S.emptyBodySchema;
    response: typeof S.threadDetail;
  }>(
    'POST',
    '/api/tailors/:tailorId/thread',
    "Opens (or makes) the shopper's conversation with a tailor before any order (404)",
  ),
};
