import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common.ts';
import {
  pricingParamsSchema,
  tailorDesignInputSchema,
  tailorDesignPatchSchema,
  tailorFabricInputSchema,
  tailorFabricPatchSchema,
  tailorPricingInputSchema,
} from '../../../shared/schemas/tailor-catalogue.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { actingTailorId } from '../tailors/acting-tailor.ts';
import { checkOwnPhotos } from './photos.ts';
import { designs, fabrics, pricing } from './tailor-business.repository.ts';

const hasChanges = (body: object) => Object.values(body).some((v) => v !== undefined);
const nothingToChange = () => new BadRequestError('Nothing to change: send at least one field');

/** A tailor's designs, fabrics and price list, edited from the workspace's Catalogue tab. */
export async function tailorBusinessRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/tailor/designs', async (request) =>
    designs.findMany(db, await actingTailorId(db, request.userId!)),
  );
  r.post(
    '/api/tailor/designs',
    { schema: { body: tailorDesignInputSchema } },
    async (request, reply) => {
      const tailorId = await actingTailorId(db, request.userId!);
      const images = request.body.images ?? [];
      await checkOwnPhotos(db, request.userId!, 'images', images);
      return reply
        .status(201)
        .send(await designs.insert(db, tailorId, { ...request.body, images }));
    },
  );
  r.patch(
    '/api/tailor/designs/:id',
    { schema: { params: idParamsSchema, body: tailorDesignPatchSchema } },
    async (request) => {
      const tailorId = await actingTailorId(db, request.userId!);
      if (!hasChanges(request.body)) throw nothingToChange();
      await checkOwnPhotos(db, request.userId!, 'images', request.body.images ?? []);
      const row = await designs.update(db, tailorId, request.params.id, request.body);
      if (!row) throw new NotFoundError('Design not found');
      return row;
    },
  );

  r.get('/api/tailor/fabrics', async (request) =>
    fabrics.findMany(db, await actingTailorId(db, request.userId!)),
  );
  r.post(
    '/api/tailor/fabrics',
    { schema: { body: tailorFabricInputSchema } },
    async (request, reply) => {
      const tailorId = await actingTailorId(db, request.userId!);
      await checkOwnPhotos(db, request.userId!, 'imageUrl', [request.body.imageUrl]);
      return reply.status(201).send(await fabrics.insert(db, tailorId, request.body));
    },
  );
  r.patch(
    '/api/tailor/fabrics/:id',
    { schema: { params: idParamsSchema, body: tailorFabricPatchSchema } },
    async (request) => {
      const tailorId = await actingTailorId(db, request.userId!);
      if (!hasChanges(request.body)) throw nothingToChange();
      await checkOwnPhotos(db, request.userId!, 'imageUrl', [request.body.imageUrl]);
      const row = await fabrics.update(db, tailorId, request.params.id, request.body);
      if (!row) throw new NotFoundError('Fabric not found');
      return row;
    },
  );

  r.get('/api/tailor/pricing', async (request) =>
    pricing.findMany(db, await actingTailorId(db, request.userId!)),
  );
  r.put(
    '/api/tailor/pricing/:category',
    { schema: { params: pricingParamsSchema, body: tailorPricingInputSchema } },
    async (request) => {
      const tailorId = await actingTailorId(db, request.userId!);
      return pricing.upsert(db, tailorId, request.params.category, request.body);
    },
  );
}
