import { useMutation } from '@tanstack/react-query';
import { contactMessagesApi } from '../../../../shared/api/contact-messages.ts';
import type { ContactMessage } from '../../../../shared/schemas/contact-message.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Stores a message for the support team; the answer is its receipt (201 Created). */
export const sendContactMessage = (message: ContactMessage) =>
  callApi(contactMessagesApi.send, { body: message });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
