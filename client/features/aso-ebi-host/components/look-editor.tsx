import { formatNaira } from '../../../../shared/money.ts';
import { eventLimits } from '../../../../shared/schemas/aso-ebi-host-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { marginOf, maxMargin, type LookDraft } from '../lib/event-draft.ts';

/**
 * One look of the new event: the chosen outfit, its fabric colour or note, the host's margin
 * (its own line on each guest's bill) and whether outfits go to each guest or all to the host.
 */
export function LookEditor({
  index,
  look,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  look: LookDraft;
  errors: Record<string, string>;
  onChange: (look: LookDraft) => void;
  onRemove: () => void;
}) {
  const margin = marginOf(look) ?? 0;
  const path = (field: string) => `looks.${index}.${field}`;
  return (
    <section
      aria-label={`Look ${index + 1}: ${look.outfit.name}`}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-3"
    >
      <div className="flex items-start gap-3">
        <img
          src={look.outfit.imageUrl}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded object-cover"
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold text-stone-900">
            Look {index + 1}: {look.outfit.name}
          </p>
          <p className="text-stone-600">
            {look.outfit.tailor.businessName}, {look.outfit.tailor.location} ·{' '}
            {look.outfit.makingDays} days to sew
          </p>
          {errors[path('productId')] && <p className="text-red-700">{errors[path('productId')]}</p>}
        </div>
        <Button variant="ghost" onClick={onRemove} aria-label={`Remove look ${index + 1}`}>
          Remove
        </Button>
      </div>
      <Field label="Fabric colour or note" error={errors[path('fabricNote')]}>
        {(ids) => (
          <Input
            id={ids.id}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            value={look.fabricNote}
            maxLength={eventLimits.fabricNote}
            placeholder="e.g. Wine velvet with gold lace"
            onChange={(e) => onChange({ ...look, fabricNote: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Your margin per guest (₦)"
        error={errors[path('margin')]}
        hint={`Optional, at most ${formatNaira(maxMargin(look.outfit.price))}. Guests see it as its own line.`}
      >
        {(ids) => (
          <Input
            id={ids.id}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            inputMode="decimal"
            value={look.margin}
            placeholder="0"
            onChange={(e) => onChange({ ...look, margin: e.target.value })}
          />
        )}
      </Field>
      <p className="text-sm text-stone-700">
        Each guest pays <strong>{formatNaira(look.outfit.price + margin)}</strong> (outfit{' '}
        {formatNaira(look.outfit.price)}
        {margin > 0 ? ` + your ${formatNaira(margin)}` : ''}) plus delivery.
      </p>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-stone-800">
          Who receives the outfits
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ['guests', 'Each guest (her address or pickup)'],
              ['host', 'All to me, I hand them out'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-stone-300 p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={`distribution-${index}`}
                value={value}
                checked={look.distribution === value}
                onChange={() => onChange({ ...look, distribution: value })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
