import type { FastifyInstance } from 'fastify';
import { DEFAULT_PRODUCT_SORT, productsContract } from '../../../shared/schemas/product-list.ts';
import { catalogKey } from '../../cache/catalog-cache.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { route } from '../../plugins/route.ts';
import { plainOrPage } from './catalog-list.ts';
import * as productsRepository from './products.repository.ts';

export async function productsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Answers come from the catalog cache's serialized bytes, with an ETag (decision 008).
  const cache = app.catalogCache;

  route(app, productsContract.list, {}, async (request, reply) => {
    const { q, category, tailor, sort } = request.query;
    const key = catalogKey('/api/products', request.query);
    const filter = { q, category, tailorId: tailor };
    return cache.serve(request.headers['if-none-match'], reply, key, () =>
      plainOrPage(
        request.query,
        () => productsRepository.findMany(db, filter, sort),
        (at) =>
          productsRepository.findPage(db, { filter, sort: sort ?? DEFAULT_PRODUCT_SORT, ...at }),
      ),
    );
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
