import { useState } from 'react';
import { categories } from '../../../../shared/catalog.ts';
import type { TailorProduct } from '../../../../shared/schemas/tailor-catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/field.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { errorIssues } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { productForm } from '../lib/catalogue-forms.ts';
import { amountText, type ResolvedValues } from '../lib/field-rules.ts';

const NO_PHOTO = 'Add a photo of the outfit';

const blank = { name: '', description: '', category: '', price: '' };

/**
 * Adds an outfit, or changes one (`editing`). Checked on submit with the server's rules; the
 * server's own refusals show beneath their fields. Success is told only once it is saved.
 */
export function OutfitForm({ editing, onDone }: { editing?: TailorProduct; onDone: () => void }) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const pending = create.isPending || update.isPending;
  // An outfit's photo is an upload of the tailor's (PhotoPicker uploads it as it is chosen).
  const [photos, setPhotos] = useState<string[]>(() =>
    editing?.imageUrl.startsWith('/media/') ? [editing.imageUrl] : [],
  );
  const [photoError, setPhotoError] = useState<string>();
  const choosePhotos = (next: string[]) => {
    setPhotos(next);
    setPhotoError(undefined);
  };
  const { register, handleSubmit, errors, setError } = useForm({
    defaultValues: editing
      ? {
          name: editing.name,
          description: editing.description,
          category: editing.category,
          price: amountText(editing.price),
        }
      : blank,
    resolver: productForm,
  });

  const onError = (error: unknown) => {
    const issues = errorIssues(error);
    for (const issue of issues) {
      if (issue.path === 'imageUrl') setPhotoError(issue.message);
      else if (issue.path in blank) setError(issue.path as keyof typeof blank, issue.message);
    }
    notifyError('Error', issues[0]?.message ?? 'Failed to save the outfit. Please try again.');
  };
  const onSubmit = (fields: ResolvedValues<typeof productForm>) => {
    const imageUrl = photos[0];
    // An outfit from before photos keeps its picture until the tailor chooses a new one.
    if (!imageUrl && !editing) return setPhotoError(NO_PHOTO);
    const values = { ...fields, ...(imageUrl ? { imageUrl } : {}) };
    if (editing) {
      update.mutate(
        { id: editing.id, ...values },
        {
          onSuccess: (saved) => {
            notifySuccess('Outfit saved', `${saved.name} is updated in your catalogue`);
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { ...values, imageUrl: imageUrl! },
        {
          onSuccess: (saved) => {
            notifySuccess('Outfit added', `${saved.name} is now in the catalogue`);
            onDone();
          },
          onError,
        },
      );
    }
  };

  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        onSubmit={(event) => {
          // The photo's message shows with the fields' messages, not only after they are fixed.
          if (!photos[0] && !editing) setPhotoError(NO_PHOTO);
          return handleSubmit(onSubmit)(event);
        }}
        aria-label={editing ? `Edit ${editing.name}` : 'New outfit'}
        className="grid gap-4 sm:grid-cols-2"
      >
        <Field label="Outfit name" error={errors.name} className="sm:col-span-2">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('name')}
            />
          )}
        </Field>
        <Field label="Description" error={errors.description} className="sm:col-span-2">
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={4}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('description')}
            />
          )}
        </Field>
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
        <Field label="Price (₦)" error={errors.price} hint="Naira, e.g. 45000 or 45000.50">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="decimal"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('price')}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <PhotoPicker
            label="Photo"
            photos={photos}
            onChange={choosePhotos}
            error={photoError}
            hint="A clear photo of the finished outfit: JPEG, PNG or WebP up to 10 MB"
          />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : editing ? 'Save Outfit' : 'Add Outfit'}
          </Button>
          <Button variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
