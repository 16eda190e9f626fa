import { useRef, useState, type FormEvent } from 'react';
import type { CodeSent } from '../../../../shared/schemas/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-issues.ts';
import { useRequestCode } from '../api/request-code.ts';

export const SEND_FAILED = 'We could not send a code. Check your connection and try again.';

/** Step 1: the phone number or email address the code goes to. */
export function DestinationStep({
  initial,
  onSent,
}: {
  initial: string;
  onSent: (destination: string, sent: CodeSent) => void;
}) {
  const [destination, setDestination] = useState(initial);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const requestCode = useRequestCode();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    // The server checks the number or address (one source of truth) and says what is wrong.
    requestCode.mutate(destination, {
      onSuccess: (sent) => onSent(destination, sent),
      onError: (failure) => {
        setError(errorMessage(failure) ?? SEND_FAILED);
        input.current?.focus();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in" className="space-y-5">
      <Field
        label="Phone number or email"
        error={error}
        hint="A Nigerian number such as 0803 123 4567, or your email address. We send you a 6-digit code."
      >
        {({ id, describedBy, invalid }) => (
          <Input
            ref={input}
            id={id}
            name="destination"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="send"
            autoFocus
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={destination}
            onChange={(event) => setDestination(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={requestCode.isPending}>
        {requestCode.isPending ? 'Sending code...' : 'Send code'}
      </Button>
    </form>
  );
}
