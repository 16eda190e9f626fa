import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCurrentUserId } from '../../../lib/current-user.ts';
import { useUnreadMessages } from '../api/get-unread.ts';

/**
 * The header's link to /messages with the unread count. Rendered only once the browser knows who
 * it acts for (after hydration), so nothing personal is in the server's HTML; until then an empty
 * box of its size holds its place, so the search button beside it does not jump 44 px under a
 * shopper's finger (or a test's click) when it arrives. Its name is text,
 * not an aria-label: a label "Messages" would also answer a page's own field labelled "Message"
 * (the contact form's), which tests and assistive tools find by label.
 */
export function MessagesLink() {
  const userId = useCurrentUserId();
  const unread = useUnreadMessages(userId).data?.count ?? 0;
  // A live-mode visitor with no session yet (null) has no messages: no link, no box.
  if (userId === undefined) return <span aria-hidden="true" className="size-11" />;
  if (userId === null) return null;
  return (
    <Link
      to={paths.messages}
      className="relative grid size-11 place-items-center rounded-full text-stone-800 hover:bg-stone-100"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      <span className="sr-only">{unread > 0 ? `Messages, ${unread} unread` : 'Messages'}</span>
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-brand-800 px-1 text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
