import { useState, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';
import { categories } from '../../../../shared/catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/field.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { errorIssues } from '../../../lib/api-issues.ts';
import { notifyError } from '../../../lib/notify.ts';

/**
 * The workspace's form kit: the pieces every Catalogue form (outfit, design, fabric, price line)
 * is laid out and answered with, so each form holds only its own fields and words.
 */

type Registered = ComponentProps<typeof Input>;

/** A labelled input (or textarea) with its message, as every workspace form lays them out. */
export function TextField({
  label,
  error,
  hint,
  className,
  multiline,
  rows = 3,
  inputMode,
  control,
}: {
  label: string;
  error: string | undefined;
  hint?: string;
  className?: string;
  multiline?: boolean;
  rows?: number;
  inputMode?: 'decimal' | 'numeric';
  control: Registered;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <Textarea
            id={id}
            rows={rows}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...(control as ComponentProps<typeof Textarea>)}
          />
        ) : (
          <Input
            id={id}
            inputMode={inputMode}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...control}
          />
        )
      }
    </Field>
  );
}

/** The catalogue's categories, as a select. */
export function CategoryField({
  error,
  control,
}: {
  error: string | undefined;
  control: Registered;
}) {
  return (
    <Field label="Category" error={error}>
      {({ id, describedBy, invalid }) => (
        <Select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...(control as ComponentProps<typeof Select>)}
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
  );
}

/** A form on its card, two columns from small screens up, its buttons last. */
export function CatalogueForm({
  label,
  onSubmit,
  pending,
  saveLabel,
  onCancel,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  saveLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <form noValidate aria-label={label} onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {children}
        <FormButtons
          pending={pending}
          saveLabel={saveLabel}
          onCancel={onCancel}
          className="sm:col-span-2"
        />
      </form>
    </Card>
  );
}

/** Save (Saving... while it is sent) and Cancel. */
export function FormButtons({
  pending,
  saveLabel,
  onCancel,
  className,
}: {
  pending: boolean;
  saveLabel: string;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={className ? `flex flex-wrap gap-3 ${className}` : 'flex flex-wrap gap-3'}>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : saveLabel}
      </Button>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
    </div>
  );
}

/** The form's photos, across both columns. */
export function PhotosField(props: ComponentProps<typeof PhotoPicker>) {
  return (
    <div className="sm:col-span-2">
      <PhotoPicker {...props} />
    </div>
  );
}

/** The photos a form has chosen (uploaded as they are chosen) and the message beneath them. */
export function usePhotos(initial: () => string[]) {
  const [photos, setPhotos] = useState<string[]>(initial);
  const [photoError, setPhotoError] = useState<string>();
  const choose = (next: string[]) => {
    setPhotos(next);
    setPhotoError(undefined);
  };
  return { photos, photoError, setPhotoError, choose };
}

/**
 * The server's refusal of a save: each issue beneath its field (the photo's beneath the photos),
 * and the first one, or `fallback`, as a toast.
 */
export function showSaveErrors<F extends string>(
  error: unknown,
  form: {
    fields: readonly F[];
    setError: (field: F, message: string) => void;
    /** A form with photos: the field the server names them by, and where their message goes. */
    photoField?: string;
    setPhotoError?: (message: string) => void;
    fallback: string;
  },
) {
  const issues = errorIssues(error);
  for (const issue of issues) {
    if (form.photoField && issue.path === form.photoField) form.setPhotoError?.(issue.message);
    else if ((form.fields as readonly string[]).includes(issue.path)) {
      form.setError(issue.path as F, issue.message);
    }
  }
  notifyError('Error', issues[0]?.message ?? form.fallback);
}
