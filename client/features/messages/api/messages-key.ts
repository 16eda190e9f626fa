import { pathOf, type Endpoint, type PathParams } from '../../../../shared/api/endpoint.ts';

/**
 * The query key messages' reads have always had: '/api/messages', then each further segment of
 * the path ('threads', the thread's id), so a write refreshes a thread, the list or all of them
 * by prefix, and switching person drops everything under '/api/messages' (lib/current-user.ts).
 */
export function messagesKey<E extends Endpoint>(endpoint: E, params: PathParams<E>): string[] {
  const [, api, messages, ...rest] = pathOf(endpoint, params).split('/');
  return [`/${api}/${messages}`, ...rest];
}
