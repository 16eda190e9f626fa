import type { FastifyInstance } from 'fastify';
import { PAGE_LIMIT_DEFAULT } from '../../../shared/schemas/list-page.ts';
import { DEFAULT_PRODUCT_SORT, productsContract } from '../../../shared/schemas/product-list.ts';
import { catalogKey } from '../../cache/catalog-cache.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { route } from '../../plugins/route.ts';
import * as productsRepository from './products.repository.ts';

export async function productsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Answers come from the catalog cache's serialized bytes, with an ETag (decision 008).
  const cache = app.catalogCache;

  // Without limit or cursor: the spec's plain array. With either: one page (decision 006).
  route(app, productsContract.list, {}, async (request, reply) => {
    const { q, category, tailor, sort, limit, cursor } = request.query;
    const key = catalogKey('/api/products', request.query);
    return cache.serve(request.headers['if-none-match'], reply, key, () => {
      const filter = { q, category, tailorId: tailor };
      if (limit === undefined && cursor === undefined) {
        return productsRepository.findMany(db, filter, sort);
      }
      return productsRepository.findPage(db, {
        filter,
        sort: sort ?? DEFAULT_PRODUCT_SORT,
        limit: limit ?? PAGE_LIMIT_DEFAULT,
        cursor,
      });
    });
  });

  route(app, productsContract.one, {}, async (request, reply) => {
    const { id } = request.params;
    return cache.serve(
      request.headers['if-none-match'],
      reply,
      catalogKey(`/api/products/${id}`),
      async () => {
        const product = await productsRepository.findById(db, id);
        if (!product) throw new NotFoundError('Product not found');
        return product;
      },
    );
  });
}
