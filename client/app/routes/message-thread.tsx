import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { useThread } from '../../features/messages/api/get-thread.ts';
import { CheckForMessages } from '../../features/messages/components/check-for-messages.tsx';
import { ThreadView } from '../../features/messages/components/thread-view.tsx';
import { errorStatus } from '../../lib/api-client.ts';
import { useMe } from '../../lib/current-user.ts';

/**
 * /messages/{threadId}: one conversation, polled while open (paused when the tab is hidden); in
 * data-light mode looked at again when the shopper asks.
 */
export default function MessageThreadPage() {
  const { threadId } = useParams();
  const me = useMe();
  const thread = useThread(threadId, typeof me?.id === 'string');
  if (me && !me.demo && !me.signedIn) return <SignInPrompt what="messages" />;
  const status = errorStatus(thread.error);
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link
        to={paths.messages}
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All messages
      </Link>
      {status === 404 || status === 400 ? (
        <div className="rounded-lg border border-dashed border-stone-300 p-10 text-center">
          <h1 className="text-2xl font-bold text-stone-900">Conversation not found</h1>
          <Link to={paths.messages} className={buttonClasses('primary', 'md', 'mt-4')}>
            Back to Messages
          </Link>
        </div>
      ) : thread.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
          We could not load this conversation. Check your connection and try again.
        </p>
      ) : thread.data ? (
        <>
          <ThreadView thread={thread.data} />
          <CheckForMessages check={thread.refetch} checking={thread.isFetching} />
        </>
      ) : (
        <div role="status" aria-label="Loading conversation" className="space-y-3">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}
