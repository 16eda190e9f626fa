import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import {
  MAX_EXPERIENCE_YEARS,
  MAX_WORK_PHOTOS,
  isExperienceInRange,
  parseExperience,
  type ApplicationDraft,
  type DraftField,
} from '../lib/application-draft.ts';
import { RequiredLabel } from './required-label.tsx';
import { SpecialtyInput } from './specialty-input.tsx';

type StepProps = {
  draft: ApplicationDraft;
  errors: Partial<Record<DraftField, string>>;
  onChange: (field: DraftField, value: string) => void;
  onSpecialtiesChange: (specialties: string[]) => void;
  onPhotosChange: (photos: string[]) => void;
};

/** Step 2: experience, specialties and the optional portfolio details. */
export function ExperienceStep({
  draft,
  errors,
  onChange,
  onSpecialtiesChange,
  onPhotosChange,
}: StepProps) {
  const outOfRange = !isExperienceInRange(parseExperience(draft.experience));
  return (
    <div className="space-y-5">
      <Field
        label={<RequiredLabel>Years of Experience</RequiredLabel>}
        error={
          errors.experience ??
          (outOfRange
            ? `Years of experience must be between 0 and ${MAX_EXPERIENCE_YEARS}`
            : undefined)
        }
        hint={`0 to ${MAX_EXPERIENCE_YEARS} years`}
        className="max-w-xs"
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_EXPERIENCE_YEARS}
            step={1}
            value={draft.experience}
            onChange={(e) => onChange('experience', e.target.value)}
            placeholder="0"
            aria-required="true"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <SpecialtyInput
        specialties={draft.specialties}
        error={errors.specialties}
        onChange={onSpecialtiesChange}
      />
      <Field label="Previous Work (optional)" error={errors.previousWork}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            value={draft.previousWork}
            onChange={(e) => onChange('previousWork', e.target.value)}
            maxLength={2000}
            rows={4}
            placeholder="Notable pieces, events you have dressed, or a link to your portfolio"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <PhotoPicker
        label="Photos of Previous Work (optional)"
        hint={`Up to ${MAX_WORK_PHOTOS} photos of outfits you have made`}
        photos={draft.previousWorkPhotos}
        onChange={onPhotosChange}
        max={MAX_WORK_PHOTOS}
        error={errors.previousWorkPhotos}
      />
      <Field label="Business License (optional)" error={errors.businessLicense}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={draft.businessLicense}
            onChange={(e) => onChange('businessLicense', e.target.value)}
            maxLength={100}
            placeholder="e.g. CAC registration number"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </Field>
    </div>
  );
}
