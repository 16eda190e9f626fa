import type { FastifyRequest } from 'fastify';
import type {
  ChatMessage,
  SendMessage,
  ThreadDetail,
  ThreadRole,
  ThreadSummary,
} from '../../../shared/schemas/message.ts';
import { AWAY_AFTER_MS, AWAY_TEXT_EVERY_MS } from '../../../shared/schemas/conversation-rules.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors.ts';
import { queueToUser } from '../../outbox/notify.ts';
import { messageWaitingText } from '../../texts/messages.ts';
import { hasRole } from '../../plugins/require-role.ts';
import { assertOwnUploads } from '../../uploads/uploads.repository.ts';
import * as repo from './messages.repository.ts';

export type Clock = () => Date;

const NOT_FOUND = 'Conversation not found';

/** Who may read a thread, and as which side: its shopper, its tailor's account, or an admin. */
function roleIn(thread: repo.ThreadAccess, request: FastifyRequest): ThreadRole | null {
  if (thread.shopperId === request.userId) return 'shopper';
  if (thread.tailorUserId === request.userId) return 'tailor';
  if (hasRole(request.session, 'admin')) return 'admin';
  return null;
}

/** A thread someone else's answers exactly like a missing one, so ids reveal nothing. */
async function readableThread(db: Db, threadId: string, request: FastifyRequest) {
  const thread = await repo.findThread(db, threadId);
  const role = thread ? roleIn(thread, request) : null;
  if (!thread || !role) throw new NotFoundError(NOT_FOUND);
  return { thread, role };
}

/** Guests (live mode, not signed in) have no one to be answered at: they sign in first. */
function actingUser(request: FastifyRequest): string {
  if (request.userId === null || request.session.guest) {
    throw new UnauthorizedError('Sign in to send messages');
  }
  return request.userId;
}

const displayName = (fullName: string, fallback: string) => fullName.trim() || fallback;

function summary(row: repo.ThreadListRow, userId: string, role: ThreadRole): ThreadSummary {
  return {
    id: row.id,
    role,
    counterpart: role === 'tailor' ? displayName(row.shopperName, 'Shopper') : row.businessName,
    tailorId: row.tailorId,
    order: row.orderId ? { id: row.orderId, productName: row.productName ?? '' } : null,
    lastMessage: row.lastCreatedAt
      ? {
          body: row.lastBody ?? '',
          photoCount: row.lastPhotoCount ?? 0,
          createdAt: row.lastCreatedAt.toISOString(),
          mine: row.lastSenderId === userId,
        }
      : null,
    unread: role === 'admin' ? 0 : row.unread,
  };
}

export function createMessagesService(db: Db, clock: Clock, site: string) {
  return {
    async listThreads(request: FastifyRequest): Promise<ThreadSummary[]> {
      const userId = actingUser(request);
      const rows = await repo.listThreads(db, userId);
      return rows.map((row) =>
        summary(row, userId, row.shopperId === userId ? 'shopper' : 'tailor'),
      );
    },

    async unread(request: FastifyRequest) {
      if (request.userId === null || request.session.guest) {
        return { count: 0, asShopper: 0, asTailor: 0 };
      }
      await repo.markSeen(db, request.userId, clock());
      const counts = await repo.unreadCounts(db, request.userId);
      return { count: counts.asShopper + counts.asTailor, ...counts };
    },

    async thread(threadId: string, request: FastifyRequest): Promise<ThreadDetail> {
      const { role } = await readableThread(db, threadId, request);
      const userId = request.userId!;
      if (role !== 'admin') await repo.markSeen(db, userId, clock());
      const [row, list] = await Promise.all([
        repo.threadRow(db, threadId, userId),
        repo.threadMessages(db, threadId),
      ]);
      return {
        ...summary(row!, userId, role),
        messages: list.map((m) => toChatMessage(m, userId)),
      };
    },

    async markRead(threadId: string, request: FastifyRequest) {
      const { role } = await readableThread(db, threadId, request);
      if (role === 'admin') return;
      await repo.markRead(db, threadId, role, clock());
    },

    /** Contact Tailor on an order: its shopper or its tailor opens the order's thread. */
    async openForOrder(orderId: string, request: FastifyRequest) {
      const userId = actingUser(request);
      const order = await repo.orderParties(db, orderId);
      if (!order || (order.userId !== userId && order.tailorUserId !== userId)) {
        throw new NotFoundError('Order not found');
      }
      return this.thread(await repo.threadForOrder(db, order), request);
    },

    /** Send Message on a tailor's page: the shopper's thread with that tailor before ordering. */
    async openWithTailor(tailorId: string, request: FastifyRequest) {
      const userId = actingUser(request);
      const tailor = await repo.tailorAccount(db, tailorId);
      if (!tailor) throw new NotFoundError('Tailor not found');
      if (tailor.userId === userId) {
        throw new BadRequestError('This is your own business: shoppers write to you here');
      }
      return this.thread(await repo.threadBeforeOrder(db, userId, tailor.id), request);
    },

    /**
     * A message from one side. In the same transaction: the message, the thread's activity and
     * the sender's read mark, and, when the other side has not been in messages for a while, one
     * text to them (at most one a thread an hour, claimed by a conditional update).
     */
    async send(threadId: string, input: SendMessage, request: FastifyRequest) {
      const userId = actingUser(request);
      const { thread, role } = await readableThread(db, threadId, request);
      if (role === 'admin') {
        throw new ForbiddenError('Only the shopper and the tailor write in a conversation');
      }
      const body = (input.body ?? '').trim();
      const photos = input.photos ?? [];
      await assertOwnUploads(db, userId, photos);
      const now = clock();
      const message = await db.transaction(async (tx) => {
        const row = await repo.insertMessage(tx, {
          threadId,
          senderId: userId,
          body,
          photos,
          createdAt: now,
        });
        await repo.touchThread(tx, threadId, now);
        await repo.markRead(tx, threadId, role, now);
        const other = role === 'shopper' ? 'tailor' : 'shopper';
        const otherUserId = other === 'shopper' ? thread.shopperId : thread.tailorUserId;
        const away = !(await repo.seenSince(
          tx,
          otherUserId,
          new Date(now.getTime() - AWAY_AFTER_MS),
        ));
        if (away && (await repo.claimAwayText(tx, threadId, other, now, AWAY_TEXT_EVERY_MS))) {
          await queueToUser(
            tx,
            otherUserId,
            await awayText(tx, site, { ...thread, id: threadId }, userId, role, body),
          );
        }
        return row;
      });
      const senderName = await repo.userFullName(db, userId);
      return toChatMessage({ ...message, senderName: senderName ?? '' }, userId);
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;

function toChatMessage(
  m: {
    id: string;
    senderId: string;
    senderName: string;
    body: string;
    photos: string[];
    createdAt: Date;
  },
  userId: string,
): ChatMessage {
  return {
    id: m.id,
    body: m.body,
    photos: m.photos,
    createdAt: m.createdAt.toISOString(),
    mine: m.senderId === userId,
    senderName: m.senderName,
  };
}

/** The text to the away side, naming who wrote (the body is never HTML: a text is plain). */
async function awayText(
  db: Db,
  site: string,
  thread: repo.ThreadAccess & { id: string },
  senderId: string,
  role: 'shopper' | 'tailor',
  body: string,
) {
  const from =
    role === 'tailor'
      ? ((await repo.tailorBusinessName(db, thread.tailorId)) ?? 'Your tailor')
      : displayName((await repo.userFullName(db, senderId)) ?? '', 'A shopper');
  return messageWaitingText(site, { threadId: thread.id, from, orderId: thread.orderId, body });
}
