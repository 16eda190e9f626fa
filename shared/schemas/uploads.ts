import { z } from 'zod';
import { contract } from '../api/endpoint.ts';
import { uploadsApi } from '../api/uploads.ts';

/** What POST /api/uploads answers: the photo's id and its 800-wide URL. */
export const uploadedPhoto = z.object({ id: z.string(), url: z.string() });
export type UploadedPhoto = z.output<typeof uploadedPhoto>;

export const uploadsContract = contract(uploadsApi, {
  upload: {
    summary:
      'Stores a photo of the acting user (201 with its id and URL; 400 empty, 413 too large, 415 type)',
    response: uploadedPhoto,
  },
});
