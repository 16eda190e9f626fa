import type { TailorPricing } from '../../../../shared/schemas/tailor-catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { errorIssues } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSavePricing } from '../api/save-pricing.ts';
import { pricingForm } from '../lib/catalogue-forms.ts';
import { amountText, type ResolvedValues } from '../lib/field-rules.ts';

/** One category's line of the price list; a new line starts from the spec's defaults. */
export function PricingForm({
  category,
  line,
  onDone,
}: {
  category: string;
  line: TailorPricing | undefined;
  onDone: () => void;
}) {
  const save = useSavePricing();
  const { register, handleSubmit, errors, setError } = useForm({
    defaultValues: {
      basePrice: line ? amountText(line.basePrice) : '',
      // Spec §9: complexity multiplier 1.00 and rush surcharge 0.00 unless the tailor says.
      complexityMultiplier: line ? line.complexityMultiplier.toFixed(2) : '1.00',
      rushOrderSurcharge: line ? amountText(line.rushOrderSurcharge) : '0',
      estimatedDays: line ? String(line.estimatedDays) : '',
      description: line?.description ?? '',
    },
    resolver: pricingForm,
  });
  const onSubmit = (values: ResolvedValues<typeof pricingForm>) =>
    save.mutate(
      { category, ...values, isActive: line?.isActive ?? true },
      {
        onSuccess: () => {
          notifySuccess('Price list saved', `${category} prices are updated`);
          onDone();
        },
        onError: (error) => {
          const issues = errorIssues(error);
          for (const issue of issues) {
            if (issue.path in values)
              setError(issue.path as keyof typeof values & string, issue.message);
          }
          notifyError('Error', issues[0]?.message ?? 'Failed to save the price list.');
        },
      },
    );

  const amount = (
    name: 'basePrice' | 'complexityMultiplier' | 'rushOrderSurcharge' | 'estimatedDays',
    label: string,
    hint: string,
  ) => (
    <Field label={label} error={errors[name]} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          inputMode={name === 'estimatedDays' ? 'numeric' : 'decimal'}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...register(name)}
        />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      aria-label={`${category} prices`}
      onSubmit={handleSubmit(onSubmit)}
      className="mt-3 grid gap-4 sm:grid-cols-2"
    >
      {amount('basePrice', 'Base price (₦)', 'What the simplest outfit costs')}
      {amount('complexityMultiplier', 'Complexity multiplier', 'e.g. 1.25 for heavy embroidery')}
      {amount('rushOrderSurcharge', 'Rush surcharge (₦)', 'Added when needed sooner')}
      {amount('estimatedDays', 'Estimated days', 'Days to make it')}
      <Field label="Description (optional)" error={errors.description} className="sm:col-span-2">
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register('description')}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Prices'}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
