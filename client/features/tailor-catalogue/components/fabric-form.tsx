import { useState } from 'react';
import type { TailorFabric } from '../../../../shared/schemas/tailor-catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { errorIssues } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCreateFabric } from '../api/create-fabric.ts';
import { useUpdateFabric } from '../api/update-fabric.ts';
import { fabricForm } from '../lib/catalogue-forms.ts';
import { amountText, type ResolvedValues } from '../lib/field-rules.ts';
import { TextField } from './text-field.tsx';

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
  const [photos, setPhotos] = useState<string[]>(() =>
    editing?.imageUrl ? [editing.imageUrl] : [],
  );
  const [photoError, setPhotoError] = useState<string>();
  const { register, handleSubmit, errors, setError } = useForm({
    defaultValues: valuesOf(editing),
    resolver: fabricForm,
  });
  const handlers = {
    onSuccess: (saved: TailorFabric) => {
      notifySuccess('Fabric saved', `${saved.name} is in your fabrics`);
      onDone();
    },
    onError: (error: unknown) => {
      const issues = errorIssues(error);
      for (const issue of issues) {
        if (issue.path === 'imageUrl') setPhotoError(issue.message);
        else if (issue.path in valuesOf(undefined)) {
          setError(issue.path as keyof ReturnType<typeof valuesOf>, issue.message);
        }
      }
      notifyError('Error', issues[0]?.message ?? 'Failed to save the fabric.');
    },
  };
  const onSubmit = (values: ResolvedValues<typeof fabricForm>) =>
    editing
      ? update.mutate({ id: editing.id, ...values, imageUrl: photos[0] ?? null }, handlers)
      : create.mutate({ ...values, imageUrl: photos[0] ?? null }, handlers);

  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        aria-label={editing ? `Edit ${editing.name}` : 'New fabric'}
        onSubmit={handleSubmit(onSubmit)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField label="Fabric name" error={errors.name} control={register('name')} />
        <TextField
          label="Type"
          hint="e.g. Aso-oke, Lace, Ankara"
          error={errors.type}
          control={register('type')}
        />
        <TextField label="Colour" error={errors.color} control={register('color')} />
        <TextField
          label="Pattern (optional)"
          error={errors.pattern}
          control={register('pattern')}
        />
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
        <div className="sm:col-span-2">
          <PhotoPicker
            label="Photo (optional)"
            photos={photos}
            onChange={(next) => {
              setPhotos(next);
              setPhotoError(undefined);
            }}
            error={photoError}
          />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save Fabric'}
          </Button>
          <Button variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
