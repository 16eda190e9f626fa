import { useState, type FormEvent } from 'react';
import { MAX_EVENT_ORDERS_PER_WEEK } from '../../../../shared/aso-ebi.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useEventCapacity, useSaveEventCapacity } from '../api/event-capacity.ts';

const LABEL = 'Aso-ebi orders a week';

/** The server's rule (shared/schemas/tailor-catalogue.ts eventCapacitySchema), without zod. */
export function eventCapacityProblem(text: string): string | undefined {
  const value = Number(text);
  if (!text.trim() || !Number.isFinite(value)) return 'Enter how many event orders you take a week';
  if (!Number.isInteger(value)) return 'Enter a whole number of orders';
  if (value < 1) return 'Take at least 1 event order a week';
  if (value > MAX_EVENT_ORDERS_PER_WEEK) {
    return `You can take at most ${MAX_EVENT_ORDERS_PER_WEEK} event orders a week`;
  }
  return undefined;
}

/**
 * How many aso-ebi guests' outfits the tailor takes a week (issue 32, decision 054): a host's
 * look of hers takes at most this many guests for each week she has to sew them.
 */
export function EventCapacitySection() {
  const capacity = useEventCapacity();
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="text-lg font-semibold text-stone-900">Aso-ebi capacity</h3>
      <p className="mb-4 text-sm text-stone-600">
        When a host picks your outfit for a wedding or party, each guest pays for her own, made to
        her measurements. This limits how many aso-ebi guests you take each week: a look stops
        taking guests when it is full.
      </p>
      {capacity.isPending ? (
        <Skeleton className="h-24" />
      ) : capacity.isError ? (
        <p className="text-stone-800">Your aso-ebi capacity could not be loaded.</p>
      ) : (
        <EventCapacityForm saved={capacity.data.eventOrdersPerWeek} />
      )}
    </Card>
  );
}

function EventCapacityForm({ saved }: { saved: number }) {
  const save = useSaveEventCapacity();
  const [value, setValue] = useState(String(saved));
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = eventCapacityProblem(value);
    setError(problem);
    if (problem) return;
    save.mutate(
      { eventOrdersPerWeek: Number(value) },
      {
        onSuccess: (answer) =>
          notifySuccess(
            'Aso-ebi capacity saved',
            `Up to ${answer.eventOrdersPerWeek} guests a week on looks added from now`,
          ),
        onError: (failure) => {
          const issues = errorIssues(failure);
          setError(issues[0]?.message);
          notifyError('Error', issues[0]?.message ?? errorMessage(failure) ?? 'Failed to save');
        },
      },
    );
  }

  return (
    <form noValidate aria-label="Aso-ebi capacity" onSubmit={submit} className="grid gap-4">
      <Field
        label={LABEL}
        error={error}
        hint={`Between 1 and ${MAX_EVENT_ORDERS_PER_WEEK}. Looks already on an event keep their places.`}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_EVENT_ORDERS_PER_WEEK}
            step={1}
            className="max-w-32"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Capacity'}
        </Button>
      </div>
    </form>
  );
}
