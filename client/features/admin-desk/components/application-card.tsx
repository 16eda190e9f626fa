import { useState, type ReactNode } from 'react';
import type { ReviewApplication } from '../../../../shared/schemas/admin.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import { useReviewApplication } from '../api/review-application.ts';

/** The server's rule for a rejection's notes (shared/schemas/admin.ts), checked before sending. */
const NOTES_MIN = 10;

const statusTone = { pending: 'gold', approved: 'brand', rejected: 'red' } as const;

/** One application with every field the applicant wrote, and the two decisions while pending. */
export function ApplicationCard({ application: a }: { application: ReviewApplication }) {
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string>();
  const review = useReviewApplication();
  const reject = () => {
    if (notes.trim().length < NOTES_MIN) {
      setNotesError('Write at least 10 characters of review notes: the applicant is sent them');
      return;
    }
    setNotesError(undefined);
    review.mutate({ id: a.id, decision: 'reject', reviewNotes: notes });
  };
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={a.businessName}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="text-lg font-semibold text-stone-900">{a.businessName}</h3>
            <p className="text-sm text-stone-700">
              {a.state ? `${a.location}, ${a.state}` : a.location} · {a.phone} · {a.experience}{' '}
              years
            </p>
          </div>
          <Badge tone={statusTone[a.status]}>{a.status}</Badge>
        </div>
        <p className="mt-3 text-stone-800">{a.businessDescription}</p>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          <Detail term="Specialties">{a.specialties.join(', ')}</Detail>
          <Detail term="Previous work">{a.previousWork ?? '—'}</Detail>
          <Detail term="Business license">{a.businessLicense ?? '—'}</Detail>
          <Detail term="Submitted">{formatDate(a.submittedAt)}</Detail>
          <Detail term="Applicant">
            {a.submittedSignedIn ? 'Signed-in account' : `Visitor (account for ${a.phone})`}
          </Detail>
          {a.reviewedAt && <Detail term="Reviewed">{formatDate(a.reviewedAt)}</Detail>}
          {a.reviewNotes && <Detail term="Review notes">{a.reviewNotes}</Detail>}
        </dl>
        {a.previousWorkPhotos.length > 0 && (
          <section className="mt-3" aria-label="Photos of previous work">
            <h4 className="text-sm font-medium text-stone-600">
              Photos of previous work ({a.previousWorkPhotos.length})
            </h4>
            <ul className="mt-1 flex flex-wrap gap-2">
              {a.previousWorkPhotos.map((url, index) => (
                <li key={url}>
                  {/* The full photo opens in a tab: the desk judges the stitching, not a thumbnail. */}
                  <a href={url} target="_blank" rel="noreferrer">
                    <Thumbnail src={url} px={96} className="size-24" />
                    <span className="sr-only">Photo {index + 1} of previous work</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {a.status === 'pending' && (
          <div className="mt-4 border-t border-stone-200 pt-4">
            <Field
              label="Review notes"
              error={notesError}
              hint="Required to reject; sent to the applicant"
            >
              {({ id, describedBy, invalid }) => (
                <Textarea
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  value={notes}
                  maxLength={2000}
                  onChange={(event) => setNotes(event.target.value)}
                />
              )}
            </Field>
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              <Button
                disabled={review.isPending}
                onClick={() => review.mutate({ id: a.id, decision: 'approve', reviewNotes: notes })}
              >
                Approve
              </Button>
              <Button variant="danger" disabled={review.isPending} onClick={reject}>
                Reject
              </Button>
            </div>
          </div>
        )}
      </article>
    </Card>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-medium text-stone-600">{term}:</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}
