import { useId, useState, type FormEvent } from 'react';
import { formatRating } from '../../../../shared/numbers.ts';
import { REPLY_MAX } from '../../../../shared/schemas/conversation-rules.ts';
import type { Review } from '../../../../shared/schemas/review.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { ReviewsLoading } from './reviews-loading.tsx';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { REVIEWS_PAGE_SIZE, useTailorReviews } from '../api/get-tailor-reviews.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';

/**
 * A tailor's reviews from real completed orders (issue 15): the rating summary, how many reviews
 * gave each number of stars, and the reviews newest first, a page at a time. The tailor reading
 * their own page may reply once to each. Texts render as text, never as HTML.
 */
export function TailorReviewsPanel({
  tailorId,
  headingLevel = 'h2',
  title,
}: {
  tailorId: string;
  headingLevel?: 'h2' | 'h3';
  title?: string;
}) {
  const [page, setPage] = useState(1);
  const reviews = useTailorReviews(tailorId, page);
  const Heading = headingLevel;
  const summaryId = useId();
  if (reviews.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
        We could not load the reviews. Check your connection and try again.
      </p>
    );
  }
  if (!reviews.data) {
    return <ReviewsLoading />;
  }
  const { items, total, rating, distribution, mine } = reviews.data;
  return (
    <div className="space-y-8">
      {title && <Heading className="text-xl font-semibold text-stone-900">{title}</Heading>}
      <section aria-labelledby={summaryId} className="flex flex-wrap items-center gap-8">
        <Heading id={summaryId} className="sr-only">
          Rating summary
        </Heading>
        <div className="text-center">
          <p className="text-5xl font-bold text-stone-900">{formatRating(rating)}</p>
          <Stars rating={rating} className="mt-2 inline-block" />
          <p className="mt-1 text-sm text-stone-600">Based on {total} reviews</p>
        </div>
        <div className="min-w-56 flex-1 space-y-2" role="group" aria-label="Rating breakdown">
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = distribution[stars - 1]!;
            const percent = total ? Math.round((n / total) * 100) : 0;
            return (
              <div key={stars} className="flex items-center gap-3 text-sm">
                <span className="w-14 text-stone-700">{stars} stars</span>
                <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200">
                  <span className="block h-full bg-gold-500" style={{ width: `${percent}%` }} />
                </span>
                <span className="w-16 text-right text-stone-600">
                  {percent}% <span className="sr-only">({n})</span>
                </span>
              </div>
            );
          })}
        </div>
      </section>
      {items.length === 0 ? (
        <p className="text-stone-600">No reviews yet. Reviews come from completed orders.</p>
      ) : (
        <ul aria-label="Reviews" className="space-y-4">
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} canReply={mine} tailorId={tailorId} />
          ))}
        </ul>
      )}
      <Pager
        label="Review pages"
        page={page}
        pageSize={REVIEWS_PAGE_SIZE}
        total={total}
        onPage={setPage}
        previous="Newer reviews"
        next="Older reviews"
      />
    </div>
  );
}

function ReviewItem({
  review,
  canReply,
  tailorId,
}: {
  review: Review;
  canReply: boolean;
  tailorId: string;
}) {
  return (
    <li className="rounded-lg border border-stone-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-stone-900">{review.reviewer}</p>
        <Stars rating={review.rating} />
      </div>
      <p className="mt-1 text-xs text-stone-600">
        {review.productName} · {formatDate(review.createdAt)}
      </p>
      <p className="mt-3 text-sm whitespace-pre-wrap text-stone-800">{review.body}</p>
      {review.photos.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {review.photos.map((url) => (
            <img
              key={url}
              src={url.replace(/-800\.webp$/, '-400.webp')}
              alt={`Photo of the ${review.productName}`}
              width={96}
              height={96}
              loading="lazy"
              className="size-24 rounded object-cover"
            />
          ))}
        </div>
      )}
      {review.reply ? (
        <p className="mt-3 border-l-2 border-brand-700 pl-3 text-sm text-stone-700">
          <span className="font-medium text-stone-900">Reply from the tailor: </span>
          {review.reply}
        </p>
      ) : (
        canReply && <ReplyForm reviewId={review.id} tailorId={tailorId} />
      )}
    </li>
  );
}

function ReplyForm({ reviewId, tailorId }: { reviewId: string; tailorId: string }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview(tailorId);
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError('Reply is required');
    reply.mutate(
      { reviewId, body },
      {
        onError: (e) =>
          setError(errorIssues(e)[0]?.message ?? errorMessage(e) ?? 'Could not post the reply'),
      },
    );
  }
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-900">
        Reply once, publicly
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={2}
        maxLength={REPLY_MAX}
        className="w-full rounded-md border border-stone-300 p-2 text-base"
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={reply.isPending}>
        Post reply
      </Button>
    </form>
  );
}
