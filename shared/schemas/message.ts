import { z } from 'zod';
import { idSchema } from './common.ts';
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

/** Which side of a thread the reader is on. */
export type ThreadRole = 'shopper' | 'tailor' | 'admin';

export type ThreadSummary = {
  id: string;
  role: ThreadRole;
  /** The other side: the tailor's business, or the shopper's name. */
  counterpart: string;
  tailorId: string;
  order: { id: string; productName: string } | null;
  lastMessage: { body: string; photoCount: number; createdAt: string; mine: boolean } | null;
  unread: number;
};

export type ChatMessage = {
  id: string;
  body: string;
  photos: string[];
  createdAt: string;
  mine: boolean;
  senderName: string;
};

export type ThreadDetail = ThreadSummary & { messages: ChatMessage[] };

export type UnreadCount = { count: number };
