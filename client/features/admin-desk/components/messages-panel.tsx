import { useState } from 'react';
import type { AdminContactMessage } from '../../../../shared/schemas/admin.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useAdminList } from '../api/get-admin-list.ts';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';
import { Pager } from '../../../components/ui/pager.tsx';

/** The messages sent from /contact, newest first; support answers them by email. */
export function MessagesPanel() {
  const [page, setPage] = useState(1);
  const messages = useAdminList<AdminContactMessage>('/api/admin/contact-messages', page);
  const data = messages.data;
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="text-xl font-semibold text-stone-900">
        Contact messages
      </h2>
      <div className="mt-4 space-y-3">
        {messages.isError ? (
          <ListError what="messages" onRetry={() => messages.refetch()} />
        ) : !data ? (
          <ListLoading what="messages" />
        ) : data.items.length === 0 ? (
          <ListEmpty>No messages yet</ListEmpty>
        ) : (
          <>
            <ul className="space-y-3">
              {data.items.map((m) => (
                <li key={m.id}>
                  <Card className="p-4">
                    <p className="font-semibold text-stone-900">{m.subject}</p>
                    <p className="text-sm text-stone-700">
                      {m.name} ·{' '}
                      <a className="text-brand-900 underline" href={`mailto:${m.email}`}>
                        {m.email}
                      </a>
                      {m.category ? ` · ${m.category}` : ''} · {formatDate(m.createdAt)}
                    </p>
                    <p className="mt-2 whitespace-pre-line break-words text-stone-800">
                      {m.message}
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
            <Pager
              label="Message pages"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={setPage}
            />
          </>
        )}
      </div>
    </section>
  );
}
