import { useState, type FormEvent } from 'react';
import { fitClaimSeverityLabels } from '../../../../shared/schemas/fit-claims-rules.ts';
import { formatNairaExact } from '../../../../shared/money.ts';
import type { FitClaim } from '../../../../shared/schemas/fit-claims.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useActOnFitClaim, type FitClaimStep } from '../api/act-on-fit-claim.ts';

type Answer = 'alteration' | 'remake' | 'cannot_fix';
type Decision = 'alteration' | 'remake' | 'credit' | 'rejected';

/**
 * What the reader may do with a claim now (the server says which, `claim.actions`): the tailor
 * answers and marks the fix done, either side disputes, an admin decides a dispute.
 */
export function FitClaimActions({ claim }: { claim: FitClaim }) {
  const act = useActOnFitClaim(claim.id);
  const [answer, setAnswer] = useState<Answer>('alteration');
  const [decision, setDecision] = useState<Decision>('alteration');
  const [credit, setCredit] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();

  if (claim.actions.length === 0) return null;

  function take(step: FitClaimStep, done: string) {
    setProblem(undefined);
    act.mutate(step, {
      onSuccess: () => {
        setNote('');
        notifySuccess(done);
      },
      onError: (error) =>
        setProblem(errorMessage(error) ?? 'That did not go through. Please try again.'),
    });
  }
  const submit = (event: FormEvent, step: () => FitClaimStep | string, done: string) => {
    event.preventDefault();
    const made = step();
    if (typeof made === 'string') return setProblem(made);
    take(made, done);
  };

  const noteField = (label: string) => (
    <Field label={label}>
      {(ids) => (
        <Textarea
          id={ids.id}
          value={note}
          maxLength={1000}
          onChange={(e) => setNote(e.target.value)}
          className="min-h-20"
        />
      )}
    </Field>
  );

  return (
    <Card className="space-y-4 p-4">
      <h2 className="text-lg font-semibold text-stone-900">What happens next</h2>
      {claim.actions.includes('answer') && (
        <form
          onSubmit={(e) =>
            submit(e, () => ({ kind: 'answer', body: { answer, note } }), 'Answer sent')
          }
          className="space-y-3"
        >
          <Field label="Your answer">
            {(ids) => (
              <Select
                id={ids.id}
                value={answer}
                onChange={(e) => setAnswer(e.target.value as Answer)}
              >
                <option value="alteration">Alter the outfit</option>
                <option value="remake">Remake the outfit</option>
                <option value="cannot_fix">
                  Cannot fix it: Telo credits {formatNairaExact(claim.creditCap)}
                </option>
              </Select>
            )}
          </Field>
          {noteField('Note to the shopper (optional)')}
          <Button type="submit" disabled={act.isPending}>
            Send answer
          </Button>
        </form>
      )}
      {(claim.actions.includes('alteration_done') || claim.actions.includes('remake_done')) && (
        <Button disabled={act.isPending} onClick={() => take({ kind: 'done' }, 'Marked done')}>
          {claim.actions.includes('alteration_done') ? 'Mark alteration done' : 'Mark remake done'}
        </Button>
      )}
      {claim.actions.includes('decide') && (
        <form
          onSubmit={(e) =>
            submit(
              e,
              () => {
                if (!note.trim()) return 'Note is required';
                if (decision !== 'credit') return { kind: 'decide', body: { decision, note } };
                const creditAmount = Number(credit);
                if (!(creditAmount > 0)) return 'Give the credit amount';
                return { kind: 'decide', body: { decision, creditAmount, note } };
              },
              'Decision recorded',
            )
          }
          className="space-y-3"
        >
          <Field label="Decision">
            {(ids) => (
              <Select
                id={ids.id}
                value={decision}
                onChange={(e) => setDecision(e.target.value as Decision)}
              >
                <option value="alteration">Alteration</option>
                <option value="remake">Remake</option>
                <option value="credit">Store credit</option>
                <option value="rejected">Not covered</option>
              </Select>
            )}
          </Field>
          {decision === 'credit' && (
            <Field
              label="Credit (₦)"
              hint={`${fitClaimSeverityLabels[claim.severity]}: at most ${formatNairaExact(claim.creditCap)}`}
            >
              {(ids) => (
                <Input
                  id={ids.id}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={claim.creditCap}
                  step="0.01"
                  value={credit}
                  onChange={(e) => setCredit(e.target.value)}
                />
              )}
            </Field>
          )}
          {noteField('Note to both sides')}
          <Button type="submit" disabled={act.isPending}>
            Record decision
          </Button>
        </form>
      )}
      {claim.actions.includes('dispute') && (
        <form
          onSubmit={(e) =>
            submit(
              e,
              () => (note.trim() ? { kind: 'dispute', body: { note } } : 'Reason is required'),
              'Sent to Telo',
            )
          }
          className="space-y-3 border-t border-stone-100 pt-4"
        >
          {noteField(
            claim.viewer === 'tailor'
              ? 'Not covered? Tell Telo why'
              : 'Not happy with the answer? Tell Telo why',
          )}
          <Button type="submit" variant="outline" disabled={act.isPending}>
            Ask Telo to decide
          </Button>
        </form>
      )}
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      )}
    </Card>
  );
}
