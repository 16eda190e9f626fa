import type { FastifyInstance } from 'fastify';
import { shopContract, type ShopLinks } from '../../../shared/schemas/shop.ts';
import { catalogKey } from '../../cache/catalog-cache.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../plugins/route.ts';
import { shopFacts } from './shop.repository.ts';

/**
 * GET /api/shop (issue 29): whether this is the spec's demo, Telo's configured channels, and the
 * figures a live shop claims. From the catalogue cache, like every catalogue answer: the figures
 * change only with a catalogue write.
 */
export async function shopRoutes(
  app: FastifyInstance,
  { db, demo, links }: { db: Db; demo: boolean; links: ShopLinks },
) {
  route(app, shopContract.about, {}, async (request, reply) =>
    app.catalogCache.serve(
      request.headers['if-none-match'],
      reply,
      catalogKey('/api/shop'),
      async () => ({
        demo,
        links,
        facts: await shopFacts(db),
      }),
    ),
  );
}
