import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMe } from '../../../lib/current-user.ts';
import { useThreads } from '../api/get-threads.ts';
import { ThreadList } from './thread-list.tsx';

/**
 * The tailor workspace's Messages tab: the conversations shoppers started with the business
 * (about an order or before ordering), most recent first; each opens /messages/{id}.
 */
export function TailorMessagesTab() {
  const threads = useThreads(useMe()?.id);
  const mine = threads.data?.filter((thread) => thread.role === 'tailor');
  return (
    <section aria-labelledby="tailor-messages" className="space-y-3">
      <h2 id="tailor-messages" className="text-lg font-semibold text-stone-900">
        Messages from shoppers
      </h2>
      {threads.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
          We could not load your messages. Check your connection and try again.
        </p>
      ) : !mine ? (
        <div role="status" aria-label="Loading messages" className="space-y-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : mine.length === 0 ? (
        <p className="rounded-md bg-stone-50 p-4 text-stone-700">
          No messages from shoppers yet. They can write from your page or from their order.
        </p>
      ) : (
        <ThreadList threads={mine} />
      )}
    </section>
  );
}
