import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/schemas/account.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';

/** What a role is read from: a request's session, or an actor a service was handed from one. */
type RoleHolder = { signedIn: boolean; roles: readonly string[] };

/**
 * The one role rule (issue 12): a role counts only on a signed-in session (the demo shopper and
 * guests have not signed in, whatever their row says). Roles are read with the session, so a
 * role granted or taken away counts from the account's next request. requireRole() guards whole
 * routes with it; services whose answer depends on who reads (a thread, a fit claim: its shopper,
 * its tailor or an admin) ask it directly rather than reading `roles` themselves.
 */
export function hasRole(who: RoleHolder, role: Exclude<Role, 'shopper'>): boolean {
  return who.signedIn && who.roles.includes(role);
}

/**
 * A route's `onRequest` hook inside the session scope (it runs after the session hook and before
 * validation, so someone without the role learns nothing about the route's parameters). 401
 * without a signed-in session, 403 when the signed-in account lacks the role.
 */
export function requireRole(role: Exclude<Role, 'shopper'>) {
  return async (request: FastifyRequest) => {
    if (!request.session.signedIn) throw new UnauthorizedError();
    if (!hasRole(request.session, role)) {
      throw new ForbiddenError(`Only ${role === 'admin' ? 'an admin' : 'a tailor'} may do this`);
    }
  };
}
