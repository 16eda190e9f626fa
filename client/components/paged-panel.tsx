import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import type { Page } from '../../shared/schemas/page.ts';
import { Pager } from './ui/pager.tsx';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';

type PagedPanelProps<T extends { id: string }> = {
  /**
   * What loading or failing says; the heading's id is `${name}-heading`, its spaces as dashes
   * (an id list may hold no space).
   */
  name: string;
  title: string;
  /** Beside the heading, such as the review queue's status filter. */
  filter?: ReactNode;
  list: UseQueryResult<Page<T>>;
  empty: string;
  /** The line above the items, from the total (none when absent). */
  count?: (total: number) => string;
  pagerLabel: string;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  /** Items as a list (ul/li, the default), or rendered one after another. */
  listed?: boolean;
};

/**
 * One paged panel (the admin desk's lists, the workspace's Finished orders): its heading, then
 * the page's items, or its loading, failed or empty state, and the pager. Every list is newest
 * first, a page at a time, from the server (shared/schemas/page.ts).
 */
export function PagedPanel<T extends { id: string }>({
  name,
  title,
  filter,
  list,
  empty,
  count,
  pagerLabel,
  onPage,
  renderItem,
  listed = true,
}: PagedPanelProps<T>) {
  const data = list.data;
  const headingId = `${name.replace(/\s+/g, '-')}-heading`;
  const heading = (
    <h2 id={headingId} className="text-xl font-semibold text-stone-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId}>
      {filter ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          {heading}
          {filter}
        </div>
      ) : (
        heading
      )}
      <div className={listed ? 'mt-4 space-y-3' : 'mt-4 space-y-4'}>
        {list.isError ? (
          <ListError what={name} onRetry={() => list.refetch()} />
        ) : !data ? (
          <ListLoading what={name} />
        ) : data.items.length === 0 ? (
          <ListEmpty>{empty}</ListEmpty>
        ) : (
          <>
            {count && (
              <p role="status" className="text-sm text-stone-700">
                {count(data.total)}
              </p>
            )}
            {listed ? (
              <ul className="space-y-3">
                {data.items.map((item) => (
                  <li key={item.id}>{renderItem(item)}</li>
                ))}
              </ul>
            ) : (
              data.items.map((item) => <Fragment key={item.id}>{renderItem(item)}</Fragment>)
            )}
            <Pager
              label={pagerLabel}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={onPage}
            />
          </>
        )}
      </div>
    </section>
  );
}
