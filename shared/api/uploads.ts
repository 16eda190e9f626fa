import type * as S from '../schemas/uploads.ts';
import { endpoint } from './endpoint.ts';

/**
 * Photo uploads (issue 14, decision 018). The body is the photo's bytes, its type as Content-Type
 * (shared/uploads.ts says which), not JSON: the route reads it as a buffer.
 */
export const uploadsApi = {
  upload: endpoint<{ response: typeof S.uploadedPhoto }>('POST', '/api/uploads'),
};
