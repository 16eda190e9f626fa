import { Field, Input, Select, Textarea } from '../../../components/ui/field.tsx';
import { applicationLimits } from '../../../../shared/schemas/tailor-application-rules.ts';
import type { ApplicationDraft, DraftField } from '../lib/application-draft.ts';
import { RequiredLabel } from './required-label.tsx';
import { StateOptions } from '../../../components/state-options.tsx';

type StepProps = {
  draft: ApplicationDraft;
  errors: Partial<Record<DraftField, string>>;
  onChange: (field: DraftField, value: string) => void;
};

/** Step 1: who the business is and how to reach it. */
export function BusinessStep({ draft, errors, onChange }: StepProps) {
  return (
    <div className="space-y-5">
      <Field label={<RequiredLabel>Business Name</RequiredLabel>} error={errors.businessName}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={draft.businessName}
            onChange={(e) => onChange('businessName', e.target.value)}
            autoComplete="organization"
            maxLength={applicationLimits.businessName}
            placeholder="e.g. Adunni Stitches"
            aria-required="true"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field label={<RequiredLabel>State</RequiredLabel>} error={errors.state}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            value={draft.state}
            onChange={(e) => onChange('state', e.target.value)}
            autoComplete="address-level1"
            aria-required="true"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          >
            <option value="">Choose your state</option>
            <StateOptions />
          </Select>
        )}
      </Field>
      <Field
        label={<RequiredLabel>Location</RequiredLabel>}
        error={errors.location}
        hint="Your town or area, e.g. Abeokuta"
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={draft.location}
            onChange={(e) => onChange('location', e.target.value)}
            autoComplete="address-level2"
            maxLength={applicationLimits.town}
            placeholder="e.g. Abeokuta"
            aria-required="true"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field
        label={<RequiredLabel>Phone Number</RequiredLabel>}
        error={errors.phone}
        hint="A Nigerian number, e.g. 0803 123 4567"
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={draft.phone}
            onChange={(e) => onChange('phone', e.target.value)}
            maxLength={40}
            placeholder="0803 123 4567"
            aria-required="true"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field
        label={<RequiredLabel>Business Description</RequiredLabel>}
        error={errors.businessDescription}
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            value={draft.businessDescription}
            onChange={(e) => onChange('businessDescription', e.target.value)}
            maxLength={applicationLimits.businessDescription}
            rows={5}
            placeholder="What you make, your style and what shoppers can expect from your workshop"
            aria-required="true"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </Field>
    </div>
  );
}
