import { Camera } from 'lucide-react';
import { Link } from 'react-router';
import type { ThreadSummary } from '../../../../shared/schemas/message.ts';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { TailorAvatar } from '../../../entities/tailor/tailor-avatar.tsx';

/** Conversations, most recent first: who, about what, the last words and the unread count. */
export function ThreadList({ threads }: { threads: ThreadSummary[] }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
      {threads.map((thread) => (
        <li key={thread.id}>
          <Link
            to={paths.messageThread(thread.id)}
            className="flex min-h-16 items-start gap-3 p-4 hover:bg-stone-50"
          >
            <TailorAvatar name={thread.counterpart} className="size-10" />
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-semibold text-stone-900">{thread.counterpart}</span>
                {thread.lastMessage && (
                  <span className="shrink-0 text-xs text-stone-600">
                    {formatDate(thread.lastMessage.createdAt)}
                  </span>
                )}
              </span>
              <span className="block text-xs text-stone-600">
                {thread.order ? `Order: ${thread.order.productName}` : 'Before ordering'}
                {thread.role === 'tailor' ? ' · to your business' : ''}
              </span>
              <span className="mt-1 flex items-center gap-1 truncate text-sm text-stone-700">
                {thread.lastMessage ? (
                  <>
                    {thread.lastMessage.mine && 'You: '}
                    {thread.lastMessage.photoCount > 0 && (
                      <Camera aria-label="Photo" className="size-4 shrink-0" />
                    )}
                    <span className="truncate">{thread.lastMessage.body}</span>
                  </>
                ) : (
                  'No messages yet'
                )}
              </span>
            </span>
            {thread.unread > 0 && (
              <span className="ml-1 grid min-w-6 place-items-center rounded-full bg-brand-800 px-1.5 text-xs leading-6 font-bold text-white">
                {thread.unread}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
