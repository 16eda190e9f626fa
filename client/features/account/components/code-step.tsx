import { useRef, useState, type FormEvent } from 'react';
import type { CodeSent, SignedIn } from '../../../../shared/schemas/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-issues.ts';
import { useRequestCode } from '../api/request-code.ts';
import { useVerifyCode } from '../api/verify-code.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { SEND_FAILED } from './destination-step.tsx';

const VERIFY_FAILED = 'We could not check the code. Check your connection and try again.';

const resendTime = (sent: CodeSent) => Date.now() + sent.resendAfterSeconds * 1000;

/**
 * The server's words for a refused code. They never say why (no code, a wrong, used or expired
 * one read alike: decision 042), so nothing is added to them.
 */
const refusalText = (failure: unknown): string => errorMessage(failure) ?? VERIFY_FAILED;

/** Step 2: the 6-digit code, with a new code on offer once the wait is over. */
export function CodeStep({
  destination,
  sent: firstSent,
  onSignedIn,
  onChangeDestination,
}: {
  destination: string;
  sent: CodeSent;
  onSignedIn: (result: SignedIn) => void;
  onChangeDestination: () => void;
}) {
  const [sent, setSent] = useState(firstSent);
  const [resendAt, setResendAt] = useState(() => resendTime(firstSent));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const verify = useVerifyCode();
  const resend = useRequestCode();
  const wait = useCountdown(resendAt);

  const fail = (message: string) => {
    setNotice(undefined);
    setError(message);
    input.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    verify.mutate(
      { destination, code },
      { onSuccess: onSignedIn, onError: (failure) => fail(refusalText(failure)) },
    );
  };

  const sendAgain = () => {
    setError(undefined);
    resend.mutate(destination, {
      onSuccess: (again) => {
        setSent(again);
        setResendAt(resendTime(again));
        setCode('');
        setNotice(`We sent a new code to ${again.to}.`);
        input.current?.focus();
      },
      onError: (failure) => fail(errorMessage(failure) ?? SEND_FAILED),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Enter your code" className="space-y-5">
      <p className="text-stone-700">
        We sent a 6-digit code {sent.channel === 'sms' ? 'by text message' : 'by email'} to{' '}
        <strong className="font-semibold text-stone-900">{sent.to}</strong>. It works for{' '}
        {Math.round(sent.expiresInSeconds / 60)} minutes.
      </p>
      <Field label="6-digit code" error={error}>
        {({ id, describedBy, invalid }) => (
          <Input
            ref={input}
            id={id}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            enterKeyHint="go"
            autoFocus
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={code}
            // Pasted codes often come as "123 456": keep the digits only.
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            className="text-center text-2xl tracking-[0.5em]"
          />
        )}
      </Field>
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {notice}
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="ghost" onClick={onChangeDestination}>
          Use another number or email
        </Button>
        <span className="flex items-center gap-2">
          {wait > 0 && <span className="text-stone-600">New code in {wait} s</span>}
          <Button variant="outline" disabled={wait > 0 || resend.isPending} onClick={sendAgain}>
            {resend.isPending ? 'Sending...' : 'Resend code'}
          </Button>
        </span>
      </div>
    </form>
  );
}
