import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tailorProfileInputSchema } from '../../../shared/schemas/tailor-catalogue.ts';
import type { Db } from '../../db/client.ts';
import { tailors } from '../../db/schema/index.ts';
import { noTailorProfile } from '../tailors/acting-tailor.ts';
import { tailorColumns } from '../tailors/tailors.repository.ts';

/**
 * The public profile's own words (bio, specialties, location, response time), as /tailors/{id}
 * shows them. A tailors write moves catalog_version by trigger, so the page shows it at once.
 * The profile is read with GET /api/tailor/me.
 */
export async function tailorProfileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put('/api/tailor/profile', { schema: { body: tailorProfileInputSchema } }, async (request) => {
    const [row] = await db
      .update(tailors)
      .set(request.body)
      .where(eq(tailors.userId, request.userId!))
      .returning(tailorColumns);
    if (!row) throw noTailorProfile();
    return row;
  });
}
