import { useState } from 'react';
import { categories } from '../../../../shared/catalog.ts';
import { MAX_DESIGN_IMAGES } from '../../../../shared/schemas/tailor-catalogue-rules.ts';
import type { TailorDesign } from '../../../../shared/schemas/tailor-catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Select } from '../../../components/ui/field.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { errorIssues } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCreateDesign } from '../api/create-design.ts';
import { useUpdateDesign } from '../api/update-design.ts';
import { designForm } from '../lib/catalogue-forms.ts';
import type { ResolvedValues } from '../lib/field-rules.ts';
import { TextField } from './text-field.tsx';

const blank = { name: '', description: '', category: '' };

/** Adds a design, or changes one (`editing`). */
export function DesignForm({ editing, onDone }: { editing?: TailorDesign; onDone: () => void }) {
  const create = useCreateDesign();
  const update = useUpdateDesign();
  const pending = create.isPending || update.isPending;
  const [images, setImages] = useState<string[]>(() =>
    (editing?.images ?? []).filter((url) => url.startsWith('/media/')),
  );
  const [photoError, setPhotoError] = useState<string>();
  // Seeded designs show the catalogue's artwork, which is no upload: kept unless photos are chosen.
  const [imagesChosen, setImagesChosen] = useState(false);
  const { register, handleSubmit, errors, setError } = useForm({
    defaultValues: editing
      ? { name: editing.name, description: editing.description, category: editing.category }
      : blank,
    resolver: designForm,
  });
  const handlers = {
    onSuccess: (saved: TailorDesign) => {
      notifySuccess('Design saved', `${saved.name} is in your designs`);
      onDone();
    },
    onError: (error: unknown) => {
      const issues = errorIssues(error);
      for (const issue of issues) {
        if (issue.path === 'images') setPhotoError(issue.message);
        else if (issue.path in blank) setError(issue.path as keyof typeof blank, issue.message);
      }
      notifyError('Error', issues[0]?.message ?? 'Failed to save the design.');
    },
  };
  const onSubmit = (values: ResolvedValues<typeof designForm>) =>
    editing
      ? update.mutate({ id: editing.id, ...values, ...(imagesChosen ? { images } : {}) }, handlers)
      : create.mutate({ ...values, images }, handlers);

  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        aria-label={editing ? `Edit ${editing.name}` : 'New design'}
        onSubmit={handleSubmit(onSubmit)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField label="Design name" error={errors.name} control={register('name')} />
        <Field label="Category" error={errors.category}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('category')}
            >
              <option value="">Choose a category</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField
          label="Description"
          multiline
          className="sm:col-span-2"
          error={errors.description}
          control={register('description')}
        />
        <div className="sm:col-span-2">
          <PhotoPicker
            label="Photos (optional)"
            photos={images}
            onChange={(next) => {
              setImages(next);
              setImagesChosen(true);
              setPhotoError(undefined);
            }}
            max={MAX_DESIGN_IMAGES}
            error={photoError}
          />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save Design'}
          </Button>
          <Button variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
