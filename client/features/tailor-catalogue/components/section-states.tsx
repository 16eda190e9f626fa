import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** A workspace section's heading, its one action and its body. */
export function Section({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-xl font-semibold text-stone-900">
            {title}
          </h2>
          <p className="text-sm text-stone-600">{intro}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Loading, failed or empty: what a list shows before it has rows. */
export function ListState({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  if (query.isError) {
    return (
      <Card className="p-6 text-center">
        <p className="text-stone-800">This list could not be loaded.</p>
        <Button
          variant="outline"
          className="mt-3"
          disabled={query.isFetching}
          onClick={() => query.refetch()}
        >
          {query.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </Card>
    );
  }
  if (query.isPending) {
    return (
      <div className="space-y-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (isEmpty) return <Card className="p-6 text-center text-stone-700">{empty}</Card>;
  return <>{children}</>;
}
