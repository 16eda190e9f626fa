import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { tailorApplications } from '../../db/schema/index.ts';
import { requireRole } from '../../plugins/require-role.ts';

const PAGE_SIZE_MAX = 50;

const querySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page must be at most 10000')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(PAGE_SIZE_MAX, `Page size must be at most ${PAGE_SIZE_MAX}`)
    .default(20),
});

/** Admins: the applications waiting for review, newest first, a page at a time. */
export async function reviewQueueRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/tailor-applications',
    { schema: { querystring: querySchema }, onRequest: requireRole('admin') },
    async (request) => {
      const { page, pageSize } = request.query;
      const pending = eq(tailorApplications.status, 'pending');
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(tailorApplications)
          .where(pending)
          .orderBy(desc(tailorApplications.submittedAt), desc(tailorApplications.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(tailorApplications).where(pending),
      ]);
      return { items, page, pageSize, total: total?.n ?? 0 };
    },
  );
}
