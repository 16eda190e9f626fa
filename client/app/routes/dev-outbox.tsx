import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useOutbox } from '../../features/account/api/get-outbox.ts';
import { OutboxList } from '../../features/account/components/outbox-list.tsx';
import { errorStatus } from '../../lib/api-client.ts';
import NotFoundPage from './not-found.tsx';

/**
 * /dev/outbox (issue 12): the texts and emails Telo "sent" while the development message provider
 * delivers them, newest first, so sign-in codes can be read without a phone. Once a real provider
 * is configured the API answers 404, and so does this page.
 */
export default function DevOutboxPage() {
  const outbox = useOutbox();
  if (outbox.isError && errorStatus(outbox.error) === 404) return <NotFoundPage />;

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">Outbox</h1>
          <p className="mt-2 text-stone-700">
            Development only: every message Telo would have sent, newest first.
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          {outbox.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <div className="mt-6">
        {outbox.isError ? (
          <Card role="alert" className="p-6 text-center">
            <p className="font-medium text-stone-900">We could not load the outbox.</p>
          </Card>
        ) : outbox.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <OutboxList entries={outbox.data} />
        )}
      </div>
    </section>
  );
}
