import { nigerianStateLabels } from '../../../../shared/nigeria.ts';
import type { SavedAddress } from '../../../../shared/schemas/checkout.ts';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import {
  fromSavedAddress,
  type AddressField,
  type CheckoutDraft,
  type CheckoutErrors,
} from '../lib/checkout-draft.ts';
import { addressFields } from '../../../components/address-fields.ts';
import { StateOptions } from '../../../components/state-options.tsx';

type Props = {
  draft: CheckoutDraft;
  errors: CheckoutErrors;
  savedAddresses: SavedAddress[];
  /** The cities the shopper would collect from, one per tailor. */
  pickupPlaces: string[];
  onChange: (draft: CheckoutDraft) => void;
};

const sameAddress = (a: CheckoutDraft['address'], b: SavedAddress) =>
  a.name === b.name &&
  a.phone === b.phone &&
  a.street === b.street &&
  a.city === b.city &&
  a.state === b.state;

/** Delivery to a Nigerian address (typed, or one saved before) or pickup in the tailor's city. */
export function DeliverySection({ draft, errors, savedAddresses, pickupPlaces, onChange }: Props) {
  const setAddress = (field: AddressField, value: string) =>
    onChange({ ...draft, address: { ...draft.address, [field]: value } });
  const radio = 'size-5 accent-brand-800';
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="sr-only">How your outfits reach you</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <label className="flex min-h-11 items-center gap-2 rounded-md border border-stone-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input
              type="radio"
              name="delivery-kind"
              className={radio}
              checked={draft.deliveryKind === 'delivery'}
              onChange={() => onChange({ ...draft, deliveryKind: 'delivery' })}
            />
            Deliver to my address
          </label>
          <label className="flex min-h-11 items-center gap-2 rounded-md border border-stone-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input
              type="radio"
              name="delivery-kind"
              className={radio}
              checked={draft.deliveryKind === 'pickup'}
              onChange={() => onChange({ ...draft, deliveryKind: 'pickup' })}
            />
            Pick up from the tailor
          </label>
        </div>
      </fieldset>

      {draft.deliveryKind === 'pickup' ? (
        <p className="rounded-md bg-stone-50 p-3 text-sm text-stone-700">
          Collect each outfit at its tailor&apos;s workshop in{' '}
          {pickupPlaces.join(' and ') || 'their city'}. No delivery fee; the tailor tells you when
          it is ready.
        </p>
      ) : (
        <>
          {savedAddresses.length > 0 && (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-stone-800">Saved addresses</legend>
              <div className="space-y-2">
                {savedAddresses.map((address) => (
                  <label
                    key={address.id}
                    className="flex min-h-11 items-start gap-2 rounded-md border border-stone-300 p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="saved-address"
                      className={`${radio} mt-0.5`}
                      checked={sameAddress(draft.address, address)}
                      onChange={() =>
                        onChange({
                          ...draft,
                          address: fromSavedAddress(address),
                          saveAddress: false,
                        })
                      }
                    />
                    <span>
                      <span className="font-medium text-stone-900">{address.name}</span>,{' '}
                      {address.street}, {address.city}, {nigerianStateLabels[address.state]} ·{' '}
                      {address.phone}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {addressFields.map(({ field, label, type, autoComplete }) => (
              <Field
                key={field}
                label={label}
                error={errors[field]}
                className={field === 'street' ? 'sm:col-span-2' : undefined}
              >
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    type={type}
                    data-field={field}
                    autoComplete={autoComplete}
                    value={draft.address[field]}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    onChange={(e) => setAddress(field, e.target.value)}
                  />
                )}
              </Field>
            ))}
            <Field label="State" error={errors.state}>
              {({ id, describedBy, invalid }) => (
                <Select
                  id={id}
                  data-field="state"
                  autoComplete="address-level1"
                  value={draft.address.state}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  onChange={(e) => setAddress('state', e.target.value)}
                >
                  <option value="">Choose a state</option>
                  <StateOptions />
                </Select>
              )}
            </Field>
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-5 accent-brand-800"
              checked={draft.saveAddress}
              onChange={(e) => onChange({ ...draft, saveAddress: e.target.checked })}
            />
            Save this address
          </label>
        </>
      )}
    </div>
  );
}
