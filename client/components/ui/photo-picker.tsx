import { ImagePlus, X } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPES,
  uploadTypeProblem,
  type UploadedPhoto,
} from '../../../shared/uploads.ts';
import { uploadsApi } from '../../../shared/api/uploads.ts';
import { apiUpload } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-issues.ts';
import { cn } from '../../lib/cn.ts';
import { buttonClasses } from './button.tsx';
import { Field } from './field.tsx';
import { Thumbnail } from './thumbnail.tsx';

type Props = {
  label: string;
  /** The photos chosen so far: URLs that POST /api/uploads answered. */
  photos: string[];
  onChange: (photos: string[]) => void;
  /** How many photos may be chosen (1 for a single photo). */
  max?: number;
  /** A message from the form (e.g. "A photo is required"); upload problems are shown too. */
  error?: string | undefined;
  hint?: string;
};

/**
 * Choosing photos for anything that takes them (an outfit, finished work, a message, a review, a
 * fit claim): each photo is uploaded as soon as it is chosen, so the form only carries its URL.
 * The type and size are checked here first to spare a phone the upload; the server decides.
 */
export function PhotoPicker({ label, photos, onChange, max = 1, error, hint }: Props) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const typeProblem = uploadTypeProblem(file.type);
    if (typeProblem) return setProblem(typeProblem);
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(UPLOAD_SIZE_MESSAGE);
    setProblem(undefined);
    setUploading(true);
    try {
      const response = await apiUpload(uploadsApi.upload.path, file);
      const { url } = (await response.json()) as UploadedPhoto;
      onChange([...photos, url]);
    } catch (caught) {
      setProblem(errorMessage(caught) ?? 'The photo could not be uploaded. Please try again.');
    } finally {
      setUploading(false);
    }
  }

  const full = photos.length >= max;
  return (
    <Field label={label} error={problem ?? error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div>
          {photos.length > 0 && (
            <ul className="mb-2 flex flex-wrap gap-2" aria-label={`${label}: chosen`}>
              {photos.map((url, index) => (
                <li key={url} className="relative">
                  <Thumbnail src={url} px={80} className="size-20" />
                  <button
                    type="button"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => onChange(photos.filter((p) => p !== url))}
                    className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-stone-900 text-white"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {/* The input covers its styled label-button, so a tap anywhere on it opens the picker. */}
          <div className={cn('relative inline-flex', full && 'hidden')}>
            <span aria-hidden="true" className={buttonClasses('outline')}>
              <ImagePlus className="size-5" />
              {uploading
                ? 'Uploading photo…'
                : photos.length > 0
                  ? 'Add another photo'
                  : 'Choose photo'}
            </span>
            <input
              id={id}
              type="file"
              accept={UPLOAD_TYPES.join(',')}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-busy={uploading}
              disabled={uploading || full}
              onChange={(event) => void upload(event)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
          </div>
          <span role="status" className="sr-only">
            {uploading ? 'Uploading photo…' : ''}
          </span>
        </div>
      )}
    </Field>
  );
}
