import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import * as productsRepository from '../products/products.repository.ts';
import * as tailorsRepository from './tailors.repository.ts';

export async function tailorsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/tailors', async () => tailorsRepository.findMany(db));

  r.get('/api/tailors/:id', { schema: { params: idParamsSchema } }, async (request) => {
    const tailor = await tailorsRepository.findById(db, request.params.id);
    if (!tailor) throw new NotFoundError('Tailor not found');
    return tailor;
  });

  r.get('/api/tailors/:id/products', { schema: { params: idParamsSchema } }, async (request) => {
    const tailor = await tailorsRepository.findById(db, request.params.id);
    if (!tailor) throw new NotFoundError('Tailor not found');
    return productsRepository.findMany(db, { tailorId: tailor.id });
  });
}
