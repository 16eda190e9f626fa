import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  MESSAGE_EMPTY,
  MESSAGE_MAX,
  PHOTOS_MAX,
} from '../../../../shared/schemas/conversation-rules.ts';
import type { ThreadDetail } from '../../../../shared/schemas/message.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { paths } from '../../../config/paths.ts';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { markThreadRead } from '../api/mark-read.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useQueryClient } from '@tanstack/react-query';
import { unreadQueryOptions } from '../api/get-unread.ts';

/** The time of day in Lagos (WAT, UTC+1, no daylight saving). */
const time = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString().slice(11, 16);

/**
 * One conversation, newest message at the bottom, and the box to write in. Bodies are rendered as
 * text (React escapes them), so HTML someone typed shows as the characters they typed.
 */
export function ThreadView({ thread }: { thread: ThreadDetail }) {
  const queryClient = useQueryClient();
  const bottom = useRef<HTMLLIElement>(null);
  const count = thread.messages.length;
  const unread = thread.unread;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  useEffect(() => {
    if (thread.role === 'admin' || (unread === 0 && count === 0)) return;
    void markThreadRead(thread.id).then(() =>
      queryClient.invalidateQueries({ queryKey: unreadQueryOptions().queryKey }),
    );
  }, [thread.id, thread.role, count, unread, queryClient]);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-bold text-brand-900 sm:text-2xl">{thread.counterpart}</h1>
        <p className="text-sm text-stone-600">
          {thread.order ? (
            <>
              About your order:{' '}
              <Link
                to={paths.order(thread.order.id)}
                className="font-medium text-brand-800 underline"
              >
                {thread.order.productName}
              </Link>
            </>
          ) : (
            'Before ordering'
          )}
        </p>
      </div>
      <ol aria-label="Messages" className="flex flex-col gap-3 rounded-lg bg-stone-50 p-3 sm:p-4">
        {count === 0 && (
          <li className="py-8 text-center text-sm text-stone-600">
            No messages yet. Ask about fabric, fit or dates.
          </li>
        )}
        {thread.messages.map((m) => (
          <li
            key={m.id}
            className={
              m.mine
                ? 'ml-8 self-end rounded-lg rounded-br-none bg-brand-900 p-3 text-white'
                : 'mr-8 self-start rounded-lg rounded-bl-none border border-stone-200 bg-white p-3 text-stone-900'
            }
          >
            <p className="sr-only">{m.mine ? 'You' : m.senderName || thread.counterpart} said:</p>
            {m.body && <p className="text-sm break-words whitespace-pre-wrap">{m.body}</p>}
            {m.photos.length > 0 && (
              <div className="mt-2 grid grid-cols-2 gap-2">
                {m.photos.map((url) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <img
                      src={url.replace(/-800\.webp$/, '-400.webp')}
                      alt="Photo in the message"
                      width={160}
                      height={160}
                      loading="lazy"
                      className="size-32 rounded object-cover"
                    />
                  </a>
                ))}
              </div>
            )}
            <p className={m.mine ? 'mt-1 text-xs text-brand-100' : 'mt-1 text-xs text-stone-600'}>
              {formatDate(m.createdAt)} {time(m.createdAt)}
            </p>
          </li>
        ))}
        <li ref={bottom} aria-hidden="true" />
      </ol>
      {thread.role === 'admin' ? (
        <p className="text-sm text-stone-600">
          Admins read conversations; only the two sides write.
        </p>
      ) : (
        <Composer threadId={thread.id} />
      )}
    </div>
  );
}

function Composer({ threadId }: { threadId: string }) {
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(threadId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim() && photos.length === 0) return setError(MESSAGE_EMPTY);
    if (body.length > MESSAGE_MAX)
      return setError(`Message must be at most ${MESSAGE_MAX} characters`);
    setError(null);
    send.mutate(
      { body, photos },
      {
        onSuccess: () => {
          setBody('');
          setPhotos([]);
        },
        onError: (e) =>
          setError(errorIssues(e)[0]?.message ?? errorMessage(e) ?? 'Could not send. Try again.'),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="sticky bottom-0 space-y-2 bg-white pb-2">
      <label htmlFor="message-body" className="sr-only">
        Your message
      </label>
      <textarea
        id="message-body"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        maxLength={MESSAGE_MAX}
        placeholder="Write a message…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'message-error' : undefined}
        className="w-full rounded-md border border-stone-300 p-3 text-base"
      />
      <PhotoPicker label="Photos" photos={photos} onChange={setPhotos} max={PHOTOS_MAX} />
      {error && (
        <p id="message-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending…' : 'Send'}
      </Button>
    </form>
  );
}
