import type { TailorProduct } from '../../../../shared/schemas/tailor-catalogue.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { productForm } from '../lib/catalogue-forms.ts';
import { amountText, type ResolvedValues } from '../lib/field-rules.ts';
import {
  CatalogueForm,
  CategoryField,
  PhotosField,
  showSaveErrors,
  TextField,
  usePhotos,
} from './form-kit.tsx';

const NO_PHOTO = 'Add a photo of the outfit';

const blank = { name: '', description: '', category: '', price: '' };

/**
 * Adds an outfit, or changes one (`editing`). Checked on submit with the server's rules; the
 * server's own refusals show beneath their fields. Success is told only once it is saved.
 */
export function OutfitForm({
  editing,
  onDone,
}: {
  editing?: TailorProduct;
  onDone: (addedId?: string) => void;
}) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const pending = create.isPending || update.isPending;
  // An outfit's photo is an upload of the tailor's (PhotoPicker uploads it as it is chosen).
  const { photos, photoError, setPhotoError, choose } = usePhotos(() =>
    editing?.imageUrl.startsWith('/media/') ? [editing.imageUrl] : [],
  );
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

  const onError = (error: unknown) =>
    showSaveErrors(error, {
      photoField: 'imageUrl',
      fields: Object.keys(blank) as (keyof typeof blank)[],
      setError,
      setPhotoError,
      fallback: 'Failed to save the outfit. Please try again.',
    });
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
            onDone(saved.id);
          },
          onError,
        },
      );
    }
  };

  return (
    <CatalogueForm
      label={editing ? `Edit ${editing.name}` : 'New outfit'}
      onSubmit={(event) => {
        // The photo's message shows with the fields' messages, not only after they are fixed.
        if (!photos[0] && !editing) setPhotoError(NO_PHOTO);
        return handleSubmit(onSubmit)(event);
      }}
      pending={pending}
      saveLabel={editing ? 'Save Outfit' : 'Add Outfit'}
      onCancel={onDone}
    >
      <TextField
        label="Outfit name"
        className="sm:col-span-2"
        error={errors.name}
        control={register('name')}
      />
      <TextField
        label="Description"
        multiline
        rows={4}
        className="sm:col-span-2"
        error={errors.description}
        control={register('description')}
      />
      <CategoryField error={errors.category} control={register('category')} />
      <TextField
        label="Price (₦)"
        hint="Naira, e.g. 45000 or 45000.50"
        inputMode="decimal"
        error={errors.price}
        control={register('price')}
      />
      <PhotosField
        label="Photo"
        photos={photos}
        onChange={choose}
        error={photoError}
        hint="A clear photo of the finished outfit: JPEG, PNG or WebP up to 10 MB"
      />
    </CatalogueForm>
  );
}
