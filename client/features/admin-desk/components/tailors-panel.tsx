import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminTailor } from '../../../../shared/schemas/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAdminList } from '../api/get-admin-list.ts';
import { ADMIN_TAILORS_PATH, useSetTailorVerified } from '../api/set-tailor-verified.ts';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';
import { Pager } from '../../../components/ui/pager.tsx';

/** Every tailor, newest first, with the switch for their Verified badge. */
export function TailorsPanel() {
  const [page, setPage] = useState(1);
  const tailors = useAdminList<AdminTailor>(ADMIN_TAILORS_PATH, page);
  const setVerified = useSetTailorVerified();
  const data = tailors.data;
  return (
    <section aria-labelledby="tailors-heading">
      <h2 id="tailors-heading" className="text-xl font-semibold text-stone-900">
        Tailors
      </h2>
      <div className="mt-4 space-y-3">
        {tailors.isError ? (
          <ListError what="tailors" onRetry={() => tailors.refetch()} />
        ) : !data ? (
          <ListLoading what="tailors" />
        ) : data.items.length === 0 ? (
          <ListEmpty>No tailors yet</ListEmpty>
        ) : (
          <>
            <ul className="space-y-3">
              {data.items.map((tailor) => (
                <li key={tailor.id}>
                  <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div>
                      <Link
                        to={`/tailors/${tailor.id}`}
                        className="font-semibold text-brand-900 underline-offset-2 hover:underline"
                      >
                        {tailor.businessName}
                      </Link>
                      <p className="text-sm text-stone-700">
                        {tailor.location} · {tailor.completedOrders} orders ·{' '}
                        {tailor.isVerified ? (
                          <span className="inline-flex items-center gap-1 font-medium text-brand-900">
                            <BadgeCheck aria-hidden="true" className="size-4" /> Verified
                          </span>
                        ) : (
                          'Not verified'
                        )}
                      </p>
                    </div>
                    <Button
                      variant={tailor.isVerified ? 'outline' : 'primary'}
                      disabled={setVerified.isPending}
                      aria-label={`${tailor.isVerified ? 'Remove verification of' : 'Verify'} ${tailor.businessName}`}
                      onClick={() =>
                        setVerified.mutate({ id: tailor.id, isVerified: !tailor.isVerified })
                      }
                    >
                      {tailor.isVerified ? 'Remove verification' : 'Verify'}
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
            <Pager
              label="Tailor pages"
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
