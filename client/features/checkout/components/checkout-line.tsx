import { formatNaira } from '../../../../shared/money.ts';
import type { CartItem } from '../../../../shared/schemas/cart.ts';
import type { QuoteLine } from '../../../../shared/schemas/checkout.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import type { CheckoutErrors, LineChoice } from '../lib/checkout-draft.ts';

type Props = {
  item: CartItem;
  /** The server's price of this line, once quoted. */
  quoted: QuoteLine | undefined;
  choice: LineChoice;
  errors: CheckoutErrors;
  onChange: (choice: LineChoice) => void;
};

/** One cart item as the order it becomes: the outfit, its needed-by date, rush and notes. */
export function CheckoutLine({ item, quoted, choice, errors, onChange }: Props) {
  const { product } = item;
  const key = (field: string) => `${field}:${item.productId}`;
  const rushOffered = Boolean(choice.neededBy && quoted?.rushRequired);
  return (
    <Card className="p-4">
      <article aria-label={product.name}>
        <div className="flex gap-3">
          <Thumbnail src={product.imageUrl} px={80} className="size-20" />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-stone-900">{product.name}</h3>
            <p className="text-sm text-stone-600">by {product.tailor.businessName}</p>
            <p className="mt-1 font-semibold text-brand-900">{formatNaira(product.price)}</p>
          </div>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field
            label="Needed by (optional)"
            error={errors[key('neededBy')]}
            hint={
              quoted
                ? `Usually ready in ${quoted.estimatedDays} days: by ${formatDate(quoted.earliestDate)}`
                : 'The date of your event, if there is one'
            }
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="date"
                data-field={key('neededBy')}
                value={choice.neededBy}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(e) => onChange({ ...choice, neededBy: e.target.value })}
              />
            )}
          </Field>
          <Field
            label="Notes for the tailor (optional)"
            error={errors[key('notes')]}
            className="sm:row-span-2"
          >
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                data-field={key('notes')}
                value={choice.notes}
                maxLength={1000}
                placeholder="Style changes, fabric colour…"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(e) => onChange({ ...choice, notes: e.target.value })}
              />
            )}
          </Field>
          {rushOffered && quoted && (
            <div className="rounded-md bg-gold-100 p-3 text-sm text-stone-900">
              <p>
                {formatDate(`${choice.neededBy}T12:00:00Z`)} is sooner than{' '}
                {quoted.tailor.businessName} usually needs ({quoted.estimatedDays} days).
              </p>
              <label className="mt-2 flex min-h-11 items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  data-field={key('rush')}
                  checked={choice.rushAccepted}
                  aria-invalid={Boolean(errors[key('rush')])}
                  onChange={(e) => onChange({ ...choice, rushAccepted: e.target.checked })}
                  className="size-5 accent-brand-800"
                />
                Rush this order (+{formatNaira(quoted.rushSurcharge)})
              </label>
              {errors[key('rush')] && <p className="mt-1 text-red-700">{errors[key('rush')]}</p>}
            </div>
          )}
        </div>
      </article>
    </Card>
  );
}
