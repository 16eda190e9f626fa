import type * as S from '../schemas/contact-message.ts';
import { endpoint } from './endpoint.ts';

/** The /contact page's form (public: no session needed). */
export const contactMessagesApi = {
  send: endpoint<{ body: typeof S.contactMessageSchema; response: typeof S.contactReceipt }>(
    'POST',
    '/api/contact-messages',
  ),
};
