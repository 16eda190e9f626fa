import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common.ts';
import {
  tailorProductInputSchema,
  tailorProductPatchSchema,
} from '../../../shared/schemas/tailor-catalogue.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { actingTailorId } from '../tailors/acting-tailor.ts';
import { checkOwnPhotos } from './photos.ts';
import * as repository from './tailor-products.repository.ts';

/** Another tailor's outfit answers exactly like a missing one: nothing about it is told. */
const notFound = () => new NotFoundError('Product not found');

/**
 * A tailor's own outfits (the spec's products). Writes move catalog_version by trigger
 * (migration 0006) and invalidate this instance's catalogue cache (server/app.ts), so the public
 * catalogue shows a change on its next read.
 */
export async function tailorProductsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/tailor/products', async (request) =>
    repository.findManyOwned(db, await actingTailorId(db, request.userId!)),
  );

  r.post(
    '/api/tailor/products',
    { schema: { body: tailorProductInputSchema } },
    async (request, reply) => {
      const tailorId = await actingTailorId(db, request.userId!);
      await checkOwnPhotos(db, request.userId!, 'imageUrl', [request.body.imageUrl]);
      const row = await repository.insert(db, tailorId, request.body);
      return reply.status(201).send(row);
    },
  );

  r.patch(
    '/api/tailor/products/:id',
    { schema: { params: idParamsSchema, body: tailorProductPatchSchema } },
    async (request) => {
      const tailorId = await actingTailorId(db, request.userId!);
      await checkOwnPhotos(db, request.userId!, 'imageUrl', [request.body.imageUrl]);
      if (!Object.values(request.body).some((v) => v !== undefined)) {
        throw new BadRequestError('Nothing to change: send at least one field');
      }
      const row = await repository.updateOwned(db, tailorId, request.params.id, request.body);
      if (!row) throw notFound();
      return row;
    },
  );
}
