import { z } from 'zod';
import { contract } from '../api/endpoint.ts';
import { uploadsApi } from '../api/uploads.ts';

/** What POST /api/uploads answers (UploadedPhoto in shared/uploads.ts). */
export const uploadedPhoto = z.object({ id: z.string(), url: z.string() });

export const uploadsContract = contract(uploadsApi, { upload: { response: uploadedPhoto } });
