import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { useThreads } from '../../features/messages/api/get-threads.ts';
import { CheckForMessages } from '../../features/messages/components/check-for-messages.tsx';
import { ThreadList } from '../../features/messages/components/thread-list.tsx';
import { useMe } from '../../lib/current-user.ts';

/** /messages: the conversations of a shopper and, for a tailor, those with their shoppers. */
export default function MessagesPage() {
  const me = useMe();
  const threads = useThreads(me?.id);
  if (me && !me.demo && !me.signedIn) return <SignInPrompt what="messages" />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-brand-900">Messages</h1>
      <p className="mt-2 text-stone-700">Your conversations with tailors and shoppers.</p>
      <div className="mt-6">
        {threads.isError ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
            We could not load your messages. Check your connection and try again.
          </p>
        ) : !threads.data ? (
          <div role="status" aria-label="Loading messages" className="space-y-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : threads.data.length === 0 ? (
          <Card className="p-8 text-center">
            <MessageCircle aria-hidden="true" className="mx-auto size-10 text-stone-500" />
            <p className="mt-3 font-medium text-stone-900">No conversations yet</p>
            <p className="mt-1 text-sm text-stone-600">
              Use Send Message on a tailor&apos;s page, or Contact Tailor on an order.
            </p>
            <Link to={paths.tailors} className={buttonClasses('primary', 'md', 'mt-4')}>
              Find a tailor
            </Link>
          </Card>
        ) : (
          <ThreadList threads={threads.data} />
        )}
        <CheckForMessages check={threads.refetch} checking={threads.isFetching} />
      </div>
    </section>
  );
}
