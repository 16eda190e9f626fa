import type * as S from '../schemas/account.ts';
import { endpoint } from './endpoint.ts';

/**
 * Accounts (issue 12): who the browser acts for, sign-in by a one-time code, sign-out, and the
 * development provider's outbox. None of them starts a session of its own.
 */
export const accountApi = {
  me: endpoint<{ response: typeof S.meSchema }>(
    'GET',
    '/api/me',
    'Who the browser acts for: the account, a guest, the demo shopper or nobody yet (always 200)',
  ),
  updateMe: endpoint<{ body: typeof S.updateMeSchema; response: typeof S.meSchema }>(
    'PATCH',
    '/api/me',
    "The signed-in person's full name (401 when not signed in)",
  ),
  requestCode: endpoint<{ body: typeof S.requestCodeSchema; response: typeof S.codeSentSchema }>(
    'POST',
    '/api/auth/code',
    'Sends a 6-digit sign-in code to a Nigerian phone number or an email address (202; 429 too soon)',
  ),
  verifyCode: endpoint<{ body: typeof S.verifyCodeSchema; response: typeof S.signedInSchema }>(
    'POST',
    '/api/auth/verify',
    'Signs in with the code; a guest’s cart and favourites move into the account (400 refused, 429)',
  ),
  signOut: endpoint<{ body: typeof S.signOutSchema; response: typeof S.signedOutSchema }>(
    'POST',
    '/api/auth/sign-out',
    'Ends the session and clears its cookie (204)',
  ),
  outbox: endpoint<{ response: typeof S.outboxSchema }>(
    'GET',
    '/api/dev/outbox',
    'What the development message provider "sent", newest first (404 with a real provider)',
  ),
};
