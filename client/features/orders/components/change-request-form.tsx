import { useState, type FormEvent } from 'react';
import { CHANGE_NOTE_MAX, CHANGE_PHOTOS_MAX } from '../../../../shared/order-approval.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { useAskForChange } from '../api/approve-order.ts';

/**
 * "Ask for a change" (issue 29): what to change, and photos through the one upload pipeline
 * (PhotoPicker → POST /api/uploads). Loaded only when the shopper opens it.
 */
export default function ChangeRequestForm({
  orderId,
  onCancel,
}: {
  orderId: string;
  onCancel: () => void;
}) {
  const ask = useAskForChange();
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ note?: string; photos?: string; form?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return setErrors({ note: 'What to change is required' });
    setErrors({});
    ask.mutate(
      { id: orderId, body: { note: note.trim(), photos } },
      {
        onError: (error) => {
          const issues = errorIssues(error);
          const byPath = (p: string) => issues.find((i) => i.path.startsWith(p))?.message;
          setErrors(
            issues.length
              ? { note: byPath('note'), photos: byPath('photos') }
              : { form: errorMessage(error) ?? 'Could not send your change request' },
          );
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Ask for a change"
      className="mt-3 space-y-3 rounded-md border border-stone-200 p-3"
    >
      <Field
        label="What should the tailor change?"
        error={errors.note}
        hint="For example: the sleeves 2 cm shorter, the neckline as in my photo."
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            maxLength={CHANGE_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <PhotoPicker
        label="Photos (optional)"
        photos={photos}
        onChange={setPhotos}
        max={CHANGE_PHOTOS_MAX}
        error={errors.photos}
        hint={`Up to ${CHANGE_PHOTOS_MAX} photos showing what to change.`}
      />
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? 'Sending...' : 'Send change request'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
