import type { FastifyInstance } from 'fastify';
import { uploadsContract } from '../../shared/schemas/uploads.ts';
import { parseMediaUrl, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../shared/uploads.ts';
import type { Db } from '../db/client.ts';
import { BadRequestError } from '../errors.ts';
import { route } from '../plugins/route.ts';
import { currentUserId } from '../plugins/session.ts';
import { processPhoto } from './process-photo.ts';
import { findUploadBytes, saveUpload } from './uploads.repository.ts';

/**
 * POST /api/uploads: the photo's bytes as the body, its type as Content-Type. Registered in the
 * personal scope: the photo belongs to the acting user (in live mode a first upload makes the
 * guest, as a first cart add does).
 */
export async function uploadRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Only for this plugin's routes: everywhere else a body is still JSON only.
  app.addContentTypeParser(
    [...UPLOAD_TYPES],
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  route(
    app,
    uploadsContract.upload,
    {
      config: { imageBody: true },
      // A photo larger than the limit is refused by its Content-Length before it is read.
      bodyLimit: UPLOAD_MAX_BYTES,
    },
    async (request, reply) => {
      // The type was checked with the origin (plugins/same-origin.ts).
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new BadRequestError('The photo is empty. Choose a photo to upload');
      }
      const userId = currentUserId(request);
      const photo = await processPhoto(request.body);
      reply.status(201);
      return saveUpload(db, userId, photo);
    },
  );
}

/**
 * GET /media/{id}-{400|800}.webp: public, like catalogue images, and never changing, so
 * browsers and caches keep it for a year.
 */
export async function mediaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const parsed = parseMediaUrl(`/media/${request.params.file}`);
    const bytes = parsed && (await findUploadBytes(db, parsed.id, parsed.width));
    if (!bytes) return reply.status(404).send({ message: 'Photo not found' });
    const etag = `"${parsed.id}-${parsed.width}"`;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .type('image/webp');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(bytes);
  });
}
