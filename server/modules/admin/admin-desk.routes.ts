import type { FastifyInstance } from 'fastify';
import { adminContract } from '../../../shared/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { requireRole } from '../../plugins/require-role.ts';
import { route } from '../../plugins/route.ts';
import { books } from '../money/ledger/books.ts';
import * as repository from './admin-desk.repository.ts';

/**
 * Admins: the tailors with their Verified badge (and the switch for it), every order with its
 * payment and refund, the messages sent from /contact, and Telo's books (ledger sums). Each list is newest first, a page at a
 * time; the queries are admin-desk.repository.ts's. /tailors shows a changed badge on its next
 * read: the tailors table's trigger moves the catalogue's version, which the catalogue cache reads
 * again after every write (cache/catalog-cache.ts).
 */
export async function adminDeskRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const adminOnly = { onRequest: requireRole('admin') };

  route(app, adminContract.tailors, adminOnly, (request) =>
    repository.tailorsPage(db, request.query),
  );

  route(app, adminContract.setTailorVerified, adminOnly, async (request) => {
    const row = await repository.setTailorVerified(db, request.params.id, request.body.isVerified);
    if (!row) throw new NotFoundError('Tailor not found');
    return row;
  });

  route(app, adminContract.orders, adminOnly, (request) =>
    repository.ordersPage(db, request.query),
  );

  route(app, adminContract.contactMessages, adminOnly, (request) =>
    repository.contactMessagesPage(db, request.query),
  );

  route(app, adminContract.books, adminOnly, () => books(db));
}
