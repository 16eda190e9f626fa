import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import * as productsRepository from './products.repository.ts';

const listQuerySchema = z.object({
  category: z.string().max(60).optional(),
  tailor: z.string().max(64).optional(),
});

export async function productsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/products', { schema: { querystring: listQuerySchema } }, async (request) => {
    const { category, tailor } = request.query;
    return productsRepository.findMany(db, { category, tailorId: tailor });
  });

  r.get('/api/products/:id', { schema: { params: idParamsSchema } }, async (request) => {
    const product = await productsRepository.findById(db, request.params.id);
    if (!product) throw new NotFoundError('Product not found');
    return product;
  });
}
