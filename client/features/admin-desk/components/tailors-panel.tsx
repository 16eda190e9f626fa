import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminApi } from '../../../../shared/api/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAdminList } from '../api/get-admin-list.ts';
import { useSetTailorVerified } from '../api/set-tailor-verified.ts';
import { PagedPanel } from '../../../components/paged-panel.tsx';

/** Every tailor, newest first, with the switch for their Verified badge. */
export function TailorsPanel() {
  const [page, setPage] = useState(1);
  const setVerified = useSetTailorVerified();
  return (
    <PagedPanel
      name="tailors"
      title="Tailors"
      list={useAdminList(adminApi.tailors, page)}
      empty="No tailors yet"
      pagerLabel="Tailor pages"
      onPage={setPage}
      renderItem={(tailor) => (
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
            onClick={() => setVerified.mutate({ id: tailor.id, isVerified: !tailor.isVerified })}
          >
            {tailor.isVerified ? 'Remove verification' : 'Verify'}
          </Button>
        </Card>
      )}
    />
  );
}
