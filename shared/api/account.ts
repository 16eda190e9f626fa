import type * as S from '../schemas/account.ts';
import type * as Common from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Accounts (issue 12): who the browser acts for, sign-in by a one-time code, sign-out, and the
 * development provider's outbox. None of them starts a session of its own.
 */
export const accountApi = {
  me: endpoint<{ response: typeof S.meSchema }>('GET', '/api/me'),
  updateMe: endpoint<{ body: typeof S.updateMeSchema; response: typeof S.meSchema }>(
    'PATCH',
    '/api/me',
  ),
  requestCode: endpoint<{ body: typeof S.requestCodeSchema; response: typeof S.codeSentSchema }>(
    'POST',
    '/api/auth/code',
  ),
  verifyCode: endpoint<{ body: typeof S.verifyCodeSchema; response: typeof S.signedInSchema }>(
    'POST',
    '/api/auth/verify',
  ),
  signOut: endpoint<{ body: typeof S.signOutSchema; response: typeof Common.noContent }>(
    'POST',
    '/api/auth/sign-out',
  ),
  outbox: endpoint<{ response: typeof S.outboxSchema }>('GET', '/api/dev/outbox'),
};
