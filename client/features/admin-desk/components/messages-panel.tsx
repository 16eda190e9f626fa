import { useState } from 'react';
import { adminApi } from '../../../../shared/api/admin.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import { useAdminList } from '../api/get-admin-list.ts';
import { PagedPanel } from '../../../components/paged-panel.tsx';

/** The messages sent from /contact, newest first; support answers them by email. */
export function MessagesPanel() {
  const [page, setPage] = useState(1);
  return (
    <PagedPanel
      name="messages"
      title="Contact messages"
      list={useAdminList(adminApi.contactMessages, page)}
      empty="No messages yet"
      pagerLabel="Message pages"
      onPage={setPage}
      renderItem={(m) => (
        <Card className="p-4">
          <p className="font-semibold text-stone-900">{m.subject}</p>
          <p className="text-sm text-stone-700">
            {m.name} ·{' '}
            <a className="text-brand-900 underline" href={`mailto:${m.email}`}>
              {m.email}
            </a>
            {m.category ? ` · ${m.category}` : ''} · {formatDate(m.createdAt)}
          </p>
          <p className="mt-2 whitespace-pre-line break-words text-stone-800">{m.message}</p>
        </Card>
      )}
    />
  );
}
