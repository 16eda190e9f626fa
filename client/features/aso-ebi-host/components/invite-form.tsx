import { useState, type FormEvent } from 'react';
import { INVITES_MAX, splitPhones } from '../../../../shared/schemas/aso-ebi-host-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useInviteGuests } from '../api/invite-guests.ts';

/** Invite by phone: numbers pasted one a line (or with commas), each texted the event's link. */
export function InviteForm({ eventId }: { eventId: string }) {
  const invite = useInviteGuests(eventId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const phones = splitPhones(text);
    if (phones.length === 0) return setError('Add at least one phone number');
    if (phones.length > INVITES_MAX) {
      return setError(`At most ${INVITES_MAX} phone numbers at once`);
    }
    setError(undefined);
    invite.mutate(phones, {
      onSuccess: ({ invited, skipped }) => {
        setText('');
        notifySuccess(
          'Invitations sent',
          `${invited} texted the link${skipped ? `, ${skipped} already on your board` : ''}`,
        );
      },
      onError: (e) => setError(errorMessage(e) ?? 'The invitations could not be sent'),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Field
        label="Phone numbers to invite"
        error={error}
        hint={`One a line, up to ${INVITES_MAX}: each is texted the event's link`}
      >
        {(ids) => (
          <Textarea
            id={ids.id}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            value={text}
            inputMode="tel"
            placeholder={'0803 123 4567\n0812 345 6789'}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send invitations'}
      </Button>
    </form>
  );
}
