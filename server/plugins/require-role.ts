import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/schemas/account.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';

/**
 * The one role check (issue 12): a route's `onRequest` hook inside the session scope (it runs
 * after the session hook and before validation, so someone without the role learns nothing about
 * the route's parameters). 401 without a signed-in session (the demo shopper and guests have not
 * signed in), 403 when the signed-in account lacks the role. Roles are read with the session, so a role granted or
 * taken away counts from the account's next request.
 */
export function requireRole(role: Exclude<Role, 'shopper'>) {
  return async (request: FastifyRequest) => {
    if (!request.session.signedIn) throw new UnauthorizedError();
    if (!request.session.roles.includes(role)) {
      throw new ForbiddenError(`Only ${role === 'admin' ? 'an admin' : 'a tailor'} may do this`);
    }
  };
}
