import { useState } from 'react';
import { MAX_DESIGN_IMAGES } from '../../../../shared/schemas/tailor-catalogue-rules.ts';
import type { TailorDesign } from '../../../../shared/schemas/tailor-catalogue.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCreateDesign } from '../api/create-design.ts';
import { useUpdateDesign } from '../api/update-design.ts';
import { designForm } from '../lib/catalogue-forms.ts';
import type { ResolvedValues } from '../lib/field-rules.ts';
import {
  CatalogueForm,
  CategoryField,
  PhotosField,
  showSaveErrors,
  TextField,
  usePhotos,
} from './form-kit.tsx';

const blank = { name: '', description: '', category: '' };
const fields = ['name', 'description', 'category'] as const;

/** Adds a design, or changes one (`editing`). */
export function DesignForm({ editing, onDone }: { editing?: TailorDesign; onDone: () => void }) {
  const create = useCreateDesign();
  const update = useUpdateDesign();
  const pending = create.isPending || update.isPending;
  const { photos, photoError, setPhotoError, choose } = usePhotos(() =>
    (editing?.images ?? []).filter((url) => url.startsWith('/media/')),
  );
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
    onError: (error: unknown) =>
      showSaveErrors(error, {
        photoField: 'images',
        fields,
        setError,
        setPhotoError,
        fallback: 'Failed to save the design.',
      }),
  };
  const onSubmit = (values: ResolvedValues<typeof designForm>) =>
    editing
      ? update.mutate(
          { id: editing.id, ...values, ...(imagesChosen ? { images: photos } : {}) },
          handlers,
        )
      : create.mutate({ ...values, images: photos }, handlers);

  return (
    <CatalogueForm
      label={editing ? `Edit ${editing.name}` : 'New design'}
      onSubmit={handleSubmit(onSubmit)}
      pending={pending}
      saveLabel="Save Design"
      onCancel={onDone}
    >
      <TextField label="Design name" error={errors.name} control={register('name')} />
      <CategoryField error={errors.category} control={register('category')} />
      <TextField
        label="Description"
        multiline
        className="sm:col-span-2"
        error={errors.description}
        control={register('description')}
      />
      <PhotosField
        label="Photos (optional)"
        photos={photos}
        onChange={(next) => {
          choose(next);
          setImagesChosen(true);
        }}
        max={MAX_DESIGN_IMAGES}
        error={photoError}
      />
    </CatalogueForm>
  );
}
