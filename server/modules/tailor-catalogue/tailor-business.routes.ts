import type { FastifyInstance } from 'fastify';
import { tailorCatalogueContract as c } from '../../../shared/schemas/tailor-catalogue.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { route } from '../../plugins/route.ts';
import { actingTailorId } from '../tailors/acting-tailor.ts';
import { requireChanges } from './changes.ts';
import { checkOwnPhotos } from './photos.ts';
import { designs, fabrics, pricing } from './tailor-business.repository.ts';

/** A tailor's designs, fabrics and price list, edited from the workspace's Catalogue tab. */
export async function tailorBusinessRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, c.designs, {}, async (request) =>
    designs.findMany(db, await actingTailorId(db, request.userId!)),
  );
  route(app, c.createDesign, {}, async (request, reply) => {
    const tailorId = await actingTailorId(db, request.userId!);
    const images = request.body.images ?? [];
    await checkOwnPhotos(db, request.userId!, 'images', images);
    reply.status(201);
    return designs.insert(db, tailorId, { ...request.body, images });
  });
  route(app, c.updateDesign, {}, async (request) => {
    const tailorId = await actingTailorId(db, request.userId!);
    requireChanges(request.body);
    await checkOwnPhotos(db, request.userId!, 'images', request.body.images ?? []);
    const row = await designs.update(db, tailorId, request.params.id, request.body);
    if (!row) throw new NotFoundError('Design not found');
    return row;
  });

  route(app, c.fabrics, {}, async (request) =>
    fabrics.findMany(db, await actingTailorId(db, request.userId!)),
  );
  route(app, c.createFabric, {}, async (request, reply) => {
    const tailorId = await actingTailorId(db, request.userId!);
    await checkOwnPhotos(db, request.userId!, 'imageUrl', [request.body.imageUrl]);
    reply.status(201);
    return fabrics.insert(db, tailorId, request.body);
  });
  route(app, c.updateFabric, {}, async (request) => {
    const tailorId = await actingTailorId(db, request.userId!);
    requireChanges(request.body);
    await checkOwnPhotos(db, request.userId!, 'imageUrl', [request.body.imageUrl]);
    const row = await fabrics.update(db, tailorId, request.params.id, request.body);
    if (!row) throw new NotFoundError('Fabric not found');
    return row;
  });

  route(app, c.pricing, {}, async (request) =>
    pricing.findMany(db, await actingTailorId(db, request.userId!)),
  );
  route(app, c.savePricing, {}, async (request) => {
    const tailorId = await actingTailorId(db, request.userId!);
    return pricing.upsert(db, tailorId, request.params.category, request.body);
  });
}
