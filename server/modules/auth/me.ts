import type { FastifyRequest } from 'fastify';
import { roleSchema, type Me } from '../../../shared/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import { findUserWithTailor } from './auth.repository.ts';

/** A live-mode visitor before their first write: nobody yet. */
const NOBODY: Me = {
  id: null,
  username: null,
  fullName: null,
  phone: null,
  email: null,
  roles: [],
  demo: false,
  signedIn: false,
  createdAt: null,
};

/** Who the request acts for, as GET /api/me answers it (shared/schemas/account.ts). */
export async function loadMe(db: Db, request: FastifyRequest, demoShopper: boolean): Promise<Me> {
  const userId = request.userId;
  if (userId === null) return NOBODY;
  const row = await findUserWithTailor(db, userId);
  const signedIn = request.session.signedIn;
  const demo = demoShopper && !signedIn;
  if (!row) {
    // Only the demo shopper can act without a row (an empty database, as in tests).
    return { ...NOBODY, id: userId, roles: ['shopper'], demo };
  }
  const { user, tailorId } = row;
  return {
    id: user.id,
    username: user.isGuest ? null : user.username,
    fullName: user.fullName || null,
    phone: user.phone,
    email: user.email,
    roles: user.roles.filter((r) => roleSchema.safeParse(r).success) as Me['roles'],
    ...(tailorId && user.roles.includes('tailor') ? { tailorId } : {}),
    demo,
    signedIn,
    createdAt: user.createdAt.toISOString(),
  };
}
