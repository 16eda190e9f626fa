import { useRef, useState, type FormEvent } from 'react';
import type { Me } from '../../../../shared/schemas/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-issues.ts';
import { useUpdateMe } from '../api/update-me.ts';

const SAVE_FAILED = 'We could not save your name. Check your connection and try again.';

/** Step 3, at the first sign-in only: the full name, asked once. */
export function NameStep({ onSaved }: { onSaved: (me: Me) => void }) {
  const [fullName, setFullName] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const updateMe = useUpdateMe();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    updateMe.mutate(
      { fullName },
      {
        onSuccess: onSaved,
        onError: (failure) => {
          setError(errorMessage(failure) ?? SAVE_FAILED);
          input.current?.focus();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Your name" className="space-y-5">
      <p className="text-stone-700">
        Welcome to Telo! Your account is ready. What name should your tailors use?
      </p>
      <Field label="Full name" error={error}>
        {({ id, describedBy, invalid }) => (
          <Input
            ref={input}
            id={id}
            name="fullName"
            autoComplete="name"
            autoCapitalize="words"
            enterKeyHint="done"
            autoFocus
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={updateMe.isPending}>
        {updateMe.isPending ? 'Saving...' : 'Continue'}
      </Button>
    </form>
  );
}
