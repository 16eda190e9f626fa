import type { TailorFabric } from '../../../../shared/schemas/tailor-catalogue.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCreateFabric } from '../api/create-fabric.ts';
import { useUpdateFabric } from '../api/update-fabric.ts';
import { fabricForm } from '../lib/catalogue-forms.ts';
import { amountText, type ResolvedValues } from '../lib/field-rules.ts';
import { CatalogueForm, PhotosField, showSaveErrors, TextField, usePhotos } from './form-kit.tsx';

const valuesOf = (f: TailorFabric | undefined) => ({
  name: f?.name ?? '',
  type: f?.type ?? '',
  color: f?.color ?? '',
  pattern: f?.pattern ?? '',
  pricePerYard: f ? amountText(f.pricePerYard) : '',
  availableQuantity: f ? amountText(f.availableQuantity) : '',
  description: f?.description ?? '',
  origin: f?.origin ?? '',
});

/** Adds a fabric in stock, or changes one (`editing`): price per yard and yards in stock. */
export function FabricForm({ editing, onDone }: { editing?: TailorFabric; onDone: () => void }) {
  const create = useCreateFabric();
  const update = useUpdateFabric();
  const pending = create.isPending || update.isPending;
  const { photos, photoError, setPhotoError, choose } = usePhotos(() =>
    editing?.imageUrl ? [editing.imageUrl] : [],
  );
  const { register, handleSubmit, errors, setError } = useForm({
    defaultValues: valuesOf(editing),
    resolver: fabricForm,
  });
  const handlers = {
    onSuccess: (saved: TailorFabric) => {
      notifySuccess('Fabric saved', `${saved.name} is in your fabrics`);
      onDone();
    },
    onError: (error: unknown) =>
      showSaveErrors(error, {
        photoField: 'imageUrl',
        fields: Object.keys(valuesOf(undefined)) as (keyof ReturnType<typeof valuesOf>)[],
        setError,
        setPhotoError,
        fallback: 'Failed to save the fabric.',
      }),
  };
  const onSubmit = (values: ResolvedValues<typeof fabricForm>) =>
    editing
      ? update.mutate({ id: editing.id, ...values, imageUrl: photos[0] ?? null }, handlers)
      : create.mutate({ ...values, imageUrl: photos[0] ?? null }, handlers);

  return (
    <CatalogueForm
      label={editing ? `Edit ${editing.name}` : 'New fabric'}
      onSubmit={handleSubmit(onSubmit)}
      pending={pending}
      saveLabel="Save Fabric"
      onCancel={onDone}
    >
      <TextField label="Fabric name" error={errors.name} control={register('name')} />
      <TextField
        label="Type"
        hint="e.g. Aso-oke, Lace, Ankara"
        error={errors.type}
        control={register('type')}
      />
      <TextField label="Colour" error={errors.color} control={register('color')} />
      <TextField label="Pattern (optional)" error={errors.pattern} control={register('pattern')} />
      <TextField
        label="Price per yard (₦)"
        inputMode="decimal"
        error={errors.pricePerYard}
        control={register('pricePerYard')}
      />
      <TextField
        label="Yards in stock"
        inputMode="decimal"
        error={errors.availableQuantity}
        control={register('availableQuantity')}
      />
      <TextField label="Origin (optional)" error={errors.origin} control={register('origin')} />
      <TextField
        label="Description (optional)"
        multiline
        className="sm:col-span-2"
        error={errors.description}
        control={register('description')}
      />
      <PhotosField label="Photo (optional)" photos={photos} onChange={choose} error={photoError} />
    </CatalogueForm>
  );
}
