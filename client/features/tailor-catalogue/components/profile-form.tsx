import { useState } from 'react';
import { Link } from 'react-router';
import { specialties } from '../../../../shared/catalog.ts';
import { responseTimes } from '../../../../shared/schemas/tailor-catalogue-rules.ts';
import type { OwnTailor } from '../../../../shared/schemas/tailor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Select } from '../../../components/ui/field.tsx';
import { errorIssues } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { profileForm } from '../lib/catalogue-forms.ts';
import type { ResolvedValues } from '../lib/field-rules.ts';
import { TextField } from './form-kit.tsx';
import { StateOptions } from '../../../components/state-options.tsx';

const NO_SPECIALTY = 'Choose at least one specialty';

/** Bio, specialties, location and response time, exactly as /tailors/{id} shows them. */
export function ProfileForm({ tailor }: { tailor: OwnTailor }) {
  const save = useUpdateProfile();
  const [chosen, setChosen] = useState<string[]>(() =>
    tailor.specialties.filter((s) => (specialties as readonly string[]).includes(s)),
  );
  const [specialtiesError, setSpecialtiesError] = useState<string>();
  const { register, handleSubmit, errors, setError } = useForm({
    defaultValues: {
      bio: tailor.bio,
      state: tailor.state ?? '',
      location: tailor.location,
      responseTime: tailor.responseTime,
    },
    resolver: profileForm,
  });

  const toggle = (specialty: string, on: boolean) => {
    const next = on ? [...chosen, specialty] : chosen.filter((s) => s !== specialty);
    setChosen(next);
    if (specialtiesError) setSpecialtiesError(next.length ? undefined : NO_SPECIALTY);
  };
  const onSubmit = (values: ResolvedValues<typeof profileForm>) => {
    if (chosen.length === 0) return setSpecialtiesError(NO_SPECIALTY);
    save.mutate(
      { ...values, specialties: chosen as (typeof specialties)[number][] },
      {
        onSuccess: () => notifySuccess('Profile saved', 'Shoppers see your changes now'),
        onError: (error) => {
          const issues = errorIssues(error);
          for (const issue of issues) {
            if (issue.path === 'specialties') setSpecialtiesError(issue.message);
            else if (issue.path in values)
              setError(issue.path as keyof typeof values, issue.message);
          }
          notifyError('Error', issues[0]?.message ?? 'Failed to save your profile.');
        },
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        aria-label="Profile"
        onSubmit={handleSubmit(onSubmit)}
        className="grid gap-5 sm:grid-cols-2"
      >
        <TextField
          label="Bio"
          multiline
          className="sm:col-span-2"
          hint="What you make and for whom; shown on your public profile"
          error={errors.bio}
          control={register('bio')}
        />
        <fieldset
          className="sm:col-span-2"
          aria-describedby={specialtiesError ? 'specialties-error' : undefined}
        >
          <legend className="mb-2 text-sm font-medium text-stone-800">Specialties</legend>
          <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 md:grid-cols-3">
            {specialties.map((specialty) => (
              <label key={specialty} className="flex min-h-11 items-center gap-2 text-stone-800">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-900"
                  checked={chosen.includes(specialty)}
                  onChange={(event) => toggle(specialty, event.target.checked)}
                />
                {specialty}
              </label>
            ))}
          </div>
          {specialtiesError && (
            <p id="specialties-error" className="mt-1 text-sm text-red-700">
              {specialtiesError}
            </p>
          )}
        </fieldset>
        <Field label="State" error={errors.state}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('state')}
            >
              {!tailor.state && <option value="">Choose your state</option>}
              <StateOptions />
            </Select>
          )}
        </Field>
        <TextField
          label="Town"
          hint="Shown as your location, e.g. Abeokuta"
          error={errors.location}
          control={register('location')}
        />
        <Field label="Response time" error={errors.responseTime}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('responseTime')}
            >
              {!(responseTimes as readonly string[]).includes(tailor.responseTime) && (
                <option value="">Choose a response time</option>
              )}
              {responseTimes.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Profile'}
          </Button>
          <Link
            to={`/tailors/${tailor.id}`}
            className="text-sm font-medium text-brand-900 underline"
          >
            View your public profile
          </Link>
        </div>
      </form>
    </Card>
  );
}
