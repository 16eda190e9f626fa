import { apiRequest } from '../../../lib/api-client.ts';

/** Marks the conversation read for the reader's side (POST …/read, 204). */
export async function markThreadRead(threadId: string): Promise<void> {
  await apiRequest('POST', `/api/messages/threads/${encodeURIComponent(threadId)}/read`, {});
}
