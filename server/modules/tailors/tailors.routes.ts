import type { FastifyInstance } from 'fastify';
import { DEFAULT_TAILOR_SORT, tailorsContract } from '../../../shared/schemas/tailor-list.ts';
import { catalogKey } from '../../cache/catalog-cache.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { route } from '../../plugins/route.ts';
import { plainOrPage } from '../products/catalog-list.ts';
import * as productsRepository from '../products/products.repository.ts';
import * as tailorsRepository from './tailors.repository.ts';

export async function tailorsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Answers come from the catalog cache's serialized bytes, with an ETag (decision 008).
  const cache = app.catalogCache;

  route(app, tailorsContract.list, {}, async (request, reply) => {
    const { q, location, specialty, sort } = request.query;
    const key = catalogKey('/api/tailors', request.query);
    const filter = { q, location, specialty };
    return cache.serve(request.headers['if-none-match'], reply, key, () =>
      plainOrPage(
        request.query,
        () => tailorsRepository.findMany(db, filter, sort),
        (at) =>
          tailorsRepository.findPage(db, { filter, sort: sort ?? DEFAULT_TAILOR_SORT, ...at }),
      ),
    );
  });

  route(app, tailorsContract.one, {}, async (request, reply) => {
    const { id } = request.params;
    return cache.serve(
      request.headers['if-none-match'],
      reply,
      catalogKey(`/api/tailors/${id}`),
      async () => {
        const tailor = await tailorsRepository.findById(db, id);
        if (!tailor) throw new NotFoundError('Tailor not found');
        return tailor;
      },
    );
  });

  route(app, tailorsContract.products, {}, async (request, reply) => {
    const { id } = request.params;
    const key = catalogKey(`/api/tailors/${id}/products`);
    return cache.serve(request.headers['if-none-match'], reply, key, async () => {
      const tailor = await tailorsRepository.findById(db, id);
      if (!tailor) throw new NotFoundError('Tailor not found');
      return productsRepository.findMany(db, { tailorId: tailor.id });
    });
  });
}
