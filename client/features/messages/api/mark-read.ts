import { messagesApi } from '../../../../shared/api/messages.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Marks the conversation read for the reader's side (204). */
export async function markThreadRead(threadId: string): Promise<void> {
  await callApi(messagesApi.markRead, { params: { threadId }, body: {} });
}
