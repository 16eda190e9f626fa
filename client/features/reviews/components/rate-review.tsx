import { useId, useState, type FormEvent } from 'react';
import {
  PHOTOS_MAX,
  RATING_REQUIRED,
  REVIEW_MAX,
  REVIEW_MIN,
  REVIEW_TOO_SHORT,
} from '../../../../shared/schemas/conversation-rules.ts';
import type { Review } from '../../../../shared/schemas/review.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { useCreateReview } from '../api/create-review.ts';
import { StarInput } from './star-input.tsx';

/**
 * Rate & Review on a completed order: the button opens the form in place (full width of the
 * actions row); once reviewed, the same button shows what the shopper wrote.
 */
export function RateReview({
  orderId,
  userId,
  existing,
}: {
  orderId: string;
  userId: string;
  existing: Review | undefined;
}) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <>
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
      >
        Rate & Review
      </Button>
      <div id={regionId} hidden={!open} className="basis-full">
        {open &&
          (existing ? (
            <YourReview review={existing} />
          ) : (
            <ReviewForm orderId={orderId} userId={userId} />
          ))}
      </div>
    </>
  );
}

function YourReview({ review }: { review: Review }) {
  return (
    <div className="rounded-md border border-stone-200 bg-stone-50 p-4">
      <p className="text-sm font-medium text-stone-900">Your review</p>
      <Stars rating={review.rating} className="mt-1 inline-block" />
      <p className="mt-2 text-sm whitespace-pre-wrap text-stone-800">{review.body}</p>
      {review.reply && (
        <p className="mt-3 border-l-2 border-brand-700 pl-3 text-sm text-stone-700">
          <span className="font-medium">The tailor replied: </span>
          {review.reply}
        </p>
      )}
    </div>
  );
}

function ReviewForm({ orderId, userId }: { orderId: string; userId: string }) {
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ rating?: string; body?: string; form?: string }>({});
  const create = useCreateReview(orderId, userId);
  const ids = { rating: useId(), body: useId(), bodyError: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (rating < 1) found.rating = RATING_REQUIRED;
    if (body.trim().length < REVIEW_MIN) found.body = REVIEW_TOO_SHORT;
    setErrors(found);
    if (found.rating || found.body) return;
    create.mutate(
      { rating, body, photos },
      {
        onError: (e) => {
          const issues = errorIssues(e);
          setErrors({
            rating: issues.find((i) => i.path === 'rating')?.message,
            body: issues.find((i) => i.path === 'body')?.message,
            form: issues.length ? undefined : (errorMessage(e) ?? 'Could not post the review'),
          });
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Rate and review"
      className="space-y-3 rounded-md border border-stone-200 p-4"
    >
      <StarInput
        value={rating}
        onChange={setRating}
        invalid={!!errors.rating}
        describedBy={errors.rating ? ids.rating : undefined}
      />
      {errors.rating && (
        <p id={ids.rating} className="text-sm text-red-700">
          {errors.rating}
        </p>
      )}
      <div>
        <label htmlFor={ids.body} className="text-sm font-medium text-stone-900">
          Your review
        </label>
        <textarea
          id={ids.body}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={4}
          maxLength={REVIEW_MAX}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? ids.bodyError : undefined}
          placeholder="How did it fit? How was the fabric, the finishing, the delivery?"
          className="mt-1 w-full rounded-md border border-stone-300 p-3 text-base"
        />
        {errors.body && (
          <p id={ids.bodyError} className="text-sm text-red-700">
            {errors.body}
          </p>
        )}
      </div>
      <PhotoPicker label="Photos" photos={photos} onChange={setPhotos} max={PHOTOS_MAX} />
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Posting…' : 'Post review'}
      </Button>
    </form>
  );
}
