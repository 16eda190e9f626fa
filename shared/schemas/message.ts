import { z } from 'zod';
import { contract, type Json } from '../api/endpoint.ts';
import { messagesApi } from '../api/messages.ts';
import { idSchema, noContent } from './common.ts';
import {
  MESSAGE_EMPTY,
  MESSAGE_MAX,
  PHOTOS_MAX,
  TOO_MANY_PHOTOS,
  uploadUrlPattern,
} from './conversation-rules.ts';
import { tooLongMessage } from './text-rules.ts';

/** Photo URLs of the upload kit; the server also checks that each is the sender's own upload. */
export const photoUrlsSchema = z
  .array(z.string().regex(uploadUrlPattern, 'A photo must be one you uploaded to Telo'), {
    error: 'Photos must be a list',
  })
  .max(PHOTOS_MAX, TOO_MANY_PHOTOS)
  .default([]);

export const sendMessageSchema = z
  .object({
    body: z
      .string({ error: 'Message must be text' })
      .trim()
      .max(MESSAGE_MAX, tooLongMessage('Message', MESSAGE_MAX))
      .default(''),
    photos: photoUrlsSchema,
  })
  .strict()
  .refine((m) => m.body.length > 0 || m.photos.length > 0, {
    message: MESSAGE_EMPTY,
    path: ['body'],
  });
export type SendMessage = z.input<typeof sendMessageSchema>;

export const threadParamsSchema = z.object({ threadId: idSchema });
export const tailorParamsSchema = z.object({ tailorId: idSchema });
export const orderParamsSchema = z.object({ orderId: idSchema });

/** Opening a thread or marking it read sends `{}` (or nothing). */
export const emptyBodySchema = z.object({}).strict().optional();
/** Which side of a thread the reader is on. */
export const threadRole = z.enum(['shopper', 'tailor', 'admin']);
export type ThreadRole = z.output<typeof threadRole>;

/** Times are ISO-8601 text. */
export const threadSummary = z.object({
  id: z.string(),
  role: threadRole,
  /** The other side: the tailor's business, or the shopper's name. */
  counterpart: z.string(),
  tailorId: z.string(),
  order: z.object({ id: z.string(), productName: z.string() }).nullable(),
  lastMessage: z
    .object({
      body: z.string(),
      photoCount: z.number(),
      createdAt: z.string(),
      mine: z.boolean(),
    })
    .nullable(),
  unread: z.number(),
});
export type ThreadSummary = Json<z.output<typeof threadSummary>>;
export const threadList = z.array(threadSummary);

export const chatMessage = z.object({
  id: z.string(),
  body: z.string(),
  photos: z.array(z.string()),
  createdAt: z.string(),
  mine: z.boolean(),
  senderName: z.string(),
});
export type ChatMessage = Json<z.output<typeof chatMessage>>;

export const threadDetail = threadSummary.extend({ messages: z.array(chatMessage) });
export type ThreadDetail = Json<z.output<typeof threadDetail>>;

/** Unread messages in all, and split by the reader's side. */
export const unreadCount = z.object({
  count: z.number(),
  asShopper: z.number(),
  asTailor: z.number(),
});
export type UnreadCount = Json<z.output<typeof unreadCount>>;

export const messagesContract = contract(messagesApi, {
  threads: { summary: "The acting user's conversations, most recent first", response: threadList },
  unread: {
    summary: 'Unread messages of the acting user, as a shopper and as a tailor',
    response: unreadCount,
  },
  thread: {
    summary: 'One conversation with its messages, oldest first (404)',
    params: threadParamsSchema,
    response: threadDetail,
  },
  markRead: {
    summary: "Marks the conversation read for the reader's side (204)",
    params: threadParamsSchema,
    body: emptyBodySchema,
    response: noContent,
  },
  send: {
    summary: 'Sends a message with up to 4 photos (201; 403 for an admin)',
    params: threadParamsSchema,
    body: sendMessageSchema,
    response: chatMessage,
  },
  openForOrder: {
    summary: "Opens (or makes) an order's conversation (404)",
    params: orderParamsSchema,
    body: emptyBodySchema,
    response: threadDetail,
  },
  openWithTailor: {
    summary: "Opens (or makes) the shopper's conversation with a tailor before any order (404)",
    params: tailorParamsSchema,
    body: emptyBodySchema,
    response: threadDetail,
  },
});
