import type { TailorPricing } from '../../../../shared/schemas/tailor-catalogue.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSavePricing } from '../api/save-pricing.ts';
import { pricingForm } from '../lib/catalogue-forms.ts';
import { amountText, type ResolvedValues } from '../lib/field-rules.ts';
import { FormButtons, showSaveErrors, TextField } from './form-kit.tsx';

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
        onError: (error) =>
          showSaveErrors(error, {
            fields: Object.keys(values) as (keyof typeof values & string)[],
            setError,
            fallback: 'Failed to save the price list.',
          }),
      },
    );

  const amount = (
    name: 'basePrice' | 'complexityMultiplier' | 'rushOrderSurcharge' | 'estimatedDays',
    label: string,
    hint: string,
  ) => (
    <TextField
      label={label}
      hint={hint}
      inputMode={name === 'estimatedDays' ? 'numeric' : 'decimal'}
      error={errors[name]}
      control={register(name)}
    />
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
      <TextField
        label="Description (optional)"
        className="sm:col-span-2"
        error={errors.description}
        control={register('description')}
      />
      <FormButtons
        pending={save.isPending}
        saveLabel="Save Prices"
        onCancel={onDone}
        className="sm:col-span-2"
      />
    </form>
  );
}
