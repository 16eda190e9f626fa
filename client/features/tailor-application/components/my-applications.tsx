import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import { useMyApplications } from '../api/get-my-applications.ts';

const statusWords = {
  pending: { label: 'Under review', tone: 'gold' },
  approved: { label: 'Approved', tone: 'brand' },
  rejected: { label: 'Not approved', tone: 'red' },
} as const;

/**
 * A signed-in applicant's applications and how their review went (issue 14): those sent from
 * the account, and those that named its phone number. Nothing is shown to anyone else.
 */
export function MyApplications({ signedIn }: { signedIn: boolean }) {
  const { data } = useMyApplications(signedIn);
  if (!signedIn || !data || data.length === 0) return null;
  return (
    <Card className="mt-6 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">Your applications</h2>
      <ul className="mt-3 space-y-3">
        {data.map((application) => {
          const status =
            statusWords[application.status as keyof typeof statusWords] ?? statusWords.pending;
          return (
            <li
              key={application.id}
              className="border-t border-stone-200 pt-3 first:border-0 first:pt-0"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-stone-900">{application.businessName}</p>
                <Badge tone={status.tone}>{status.label}</Badge>
              </div>
              <p className="text-sm text-stone-700">
                Sent {formatDate(application.submittedAt)}
                {application.reviewedAt ? ` · reviewed ${formatDate(application.reviewedAt)}` : ''}
              </p>
              {application.reviewNotes && (
                <p className="mt-1 text-sm text-stone-800">
                  Review notes: {application.reviewNotes}
                </p>
              )}
              {application.status === 'approved' && (
                <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-2')}>
                  Open your workspace
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
