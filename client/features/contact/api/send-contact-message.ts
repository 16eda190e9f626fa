import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/schemas/contact-message.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The server's receipt for a stored message (201 Created). */
export type ContactMessageReceipt = { id: string; createdAt: string };

/** Stores a message for the support team (POST /api/contact-messages). */
export async function sendContactMessage(message: ContactMessage): Promise<ContactMessageReceipt> {
  const response = await apiRequest('POST', '/api/contact-messages', message);
  return response.json();
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
