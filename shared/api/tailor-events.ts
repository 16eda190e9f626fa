import type * as S from '../schemas/tailor-events.ts';
import { endpoint } from './endpoint.ts';

/**
 * The tailor workspace's Aso-ebi tab (issue 32 item 5): her orders from locked events, grouped by
 * event and look, with each guest's cutting sheet. The signed-in tailor's own looks only: 401 not
 * signed in, 403 without the tailor role.
 */
export const tailorEventsApi = {
  list: endpoint<{ response: typeof S.tailorEventsAnswer }>('GET', '/api/tailor/events'),
};
