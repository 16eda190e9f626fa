import type { FastifyInstance } from 'fastify';
import { tailorCatalogueContract as c } from '../../../shared/schemas/tailor-catalogue.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { route } from '../../plugins/route.ts';
import { actingTailorId } from '../tailors/acting-tailor.ts';
import { requireChanges } from './changes.ts';
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
  route(app, c.products, {}, async (request) =>
    repository.findManyOwned(db, await actingTailorId(db, request.userId!)),
  );

  route(app, c.createProduct, {}, async (request, reply) => {
    const tailorId = await actingTailorId(db, request.userId!);
    await checkOwnPhotos(db, request.userId!, 'imageUrl', [request.body.imageUrl]);
    const row = await repository.insert(db, tailorId, request.body);
    reply.status(201);
    return row;
  });

  route(app, c.updateProduct, {}, async (request) => {
    const tailorId = await actingTailorId(db, request.userId!);
    await checkOwnPhotos(db, request.userId!, 'imageUrl', [request.body.imageUrl]);
    requireChanges(request.body);
    const row = await repository.updateOwned(db, tailorId, request.params.id, request.body);
    if (!row) throw notFound();
    return row;
  });
}
