import { useState } from 'react';
import type { CodeSent, Me } from '../../../../shared/schemas/account.ts';
import { CodeStep } from './code-step.tsx';
import { DestinationStep } from './destination-step.tsx';
import { NameStep } from './name-step.tsx';

type Step =
  | { name: 'destination' }
  | { name: 'code'; destination: string; sent: CodeSent }
  | { name: 'name' };

/**
 * The one sign-in form (issue 12): phone number or email → 6-digit code → signed in; at the first
 * sign-in the full name is asked once before going on. An account is made by its first sign-in,
 * so there is no separate sign-up.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [step, setStep] = useState<Step>({ name: 'destination' });
  const [destination, setDestination] = useState('');

  if (step.name === 'code')
    return (
      <CodeStep
        destination={step.destination}
        sent={step.sent}
        onSignedIn={({ me, isNewAccount }) => {
          if (isNewAccount || !me.fullName) setStep({ name: 'name' });
          else onSignedIn(me);
        }}
        onChangeDestination={() => setStep({ name: 'destination' })}
      />
    );
  if (step.name === 'name') return <NameStep onSaved={onSignedIn} />;
  return (
    <DestinationStep
      initial={destination}
      onSent={(typed, sent) => {
        setDestination(typed);
        setStep({ name: 'code', destination: typed, sent });
      }}
    />
  );
}
