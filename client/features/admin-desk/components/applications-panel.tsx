import { useState } from 'react';
import type { ApplicationStatus } from '../../../../shared/schemas/admin.ts';
import { Field, Select } from '../../../components/ui/field.tsx';
import { useApplications } from '../api/get-applications.ts';
import { ApplicationCard } from './application-card.tsx';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';
import { Pager } from '../../../components/ui/pager.tsx';

const statuses: { value: ApplicationStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** The queue of tailor applications, newest first, one status at a time. */
export function ApplicationsPanel() {
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [page, setPage] = useState(1);
  const applications = useApplications(status, page);
  const data = applications.data;
  return (
    <section aria-labelledby="applications-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="applications-heading" className="text-xl font-semibold text-stone-900">
          Tailor applications
        </h2>
        <Field label="Status" className="sm:w-48">
          {({ id }) => (
            <Select
              id={id}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as ApplicationStatus);
                setPage(1);
              }}
            >
              {statuses.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="mt-4 space-y-4">
        {applications.isError ? (
          <ListError what="applications" onRetry={() => applications.refetch()} />
        ) : !data ? (
          <ListLoading what="applications" />
        ) : data.items.length === 0 ? (
          <ListEmpty>{`No ${status} applications`}</ListEmpty>
        ) : (
          <>
            <p role="status" className="text-sm text-stone-700">
              {data.total} {status} {data.total === 1 ? 'application' : 'applications'}
            </p>
            {data.items.map((application) => (
              <ApplicationCard key={application.id} application={application} />
            ))}
            <Pager
              label="Application pages"
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
