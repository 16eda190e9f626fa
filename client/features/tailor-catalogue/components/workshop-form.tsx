import { useState, type FormEvent } from 'react';
import type { WorkshopDetails } from '../../../../shared/schemas/tailor-catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveWorkshop, useWorkshop } from '../api/workshop.ts';

type Values = { address: string; phone: string; hours: string };
const LABELS: Record<keyof Values, string> = {
  address: 'Workshop address',
  phone: 'Workshop phone',
  hours: 'Opening hours',
};

/**
 * Where shoppers collect pickup orders (issue 29): the address, phone and hours a pickup order's
 * page shows its shopper. Not on the public profile.
 */
export function WorkshopSection() {
  const workshop = useWorkshop();
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="text-lg font-semibold text-stone-900">Workshop for pickups</h3>
      <p className="mb-4 text-sm text-stone-600">
        Shoppers who collect their order see these on their order page, never on your profile.
      </p>
      {workshop.isPending ? (
        <Skeleton className="h-48" />
      ) : workshop.isError ? (
        <p className="text-stone-800">Your workshop details could not be loaded.</p>
      ) : (
        <WorkshopForm saved={workshop.data} />
      )}
    </Card>
  );
}

function WorkshopForm({ saved }: { saved: WorkshopDetails }) {
  const save = useSaveWorkshop();
  const [values, setValues] = useState<Values>({
    address: saved.address ?? '',
    phone: saved.phone ?? '',
    hours: saved.hours ?? '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(
      (Object.keys(LABELS) as (keyof Values)[])
        .filter((key) => !values[key].trim())
        .map((key) => [key, `${LABELS[key]} is required`]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    save.mutate(values, {
      onSuccess: () => notifySuccess('Workshop saved', 'Pickup orders show it now'),
      onError: (error) => {
        const issues = errorIssues(error);
        setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
        notifyError('Error', issues[0]?.message ?? errorMessage(error) ?? 'Failed to save');
      },
    });
  }

  return (
    <form noValidate aria-label="Workshop for pickups" onSubmit={submit} className="grid gap-4">
      {(Object.keys(LABELS) as (keyof Values)[]).map((key) => (
        <Field
          key={key}
          label={LABELS[key]}
          error={errors[key]}
          hint={key === 'hours' ? 'For example: Mon–Fri 9:00–18:00, Sat 10:00–16:00' : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              type={key === 'phone' ? 'tel' : 'text'}
              maxLength={key === 'address' ? 200 : key === 'phone' ? 20 : 120}
              value={values[key]}
              onChange={(e) => setValues({ ...values, [key]: e.target.value })}
            />
          )}
        </Field>
      ))}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Workshop'}
        </Button>
      </div>
    </form>
  );
}
