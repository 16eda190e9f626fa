import { useState } from 'react';
import type { ApplicationStatus } from '../../../../shared/schemas/admin.ts';
import { Field, Select } from '../../../components/ui/field.tsx';
import { useApplications } from '../api/get-applications.ts';
import { ApplicationCard } from './application-card.tsx';
import { PagedPanel } from '../../../components/paged-panel.tsx';

const statuses: { value: ApplicationStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** The queue of tailor applications, newest first, one status at a time. */
export function ApplicationsPanel() {
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [page, setPage] = useState(1);
  return (
    <PagedPanel
      name="applications"
      title="Tailor applications"
      filter={
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
      }
      list={useApplications(status, page)}
      empty={`No ${status} applications`}
      count={(total) => `${total} ${status} ${total === 1 ? 'application' : 'applications'}`}
      pagerLabel="Application pages"
      onPage={setPage}
      renderItem={(application) => <ApplicationCard application={application} />}
      listed={false}
    />
  );
}
