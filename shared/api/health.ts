import type * as S from '../schemas/health.ts';
import { endpoint } from './endpoint.ts';

/** For load balancers and people. */
export const healthApi = {
  health: endpoint<{ response: typeof S.healthy }>(
    'GET',
    '/api/health',
    'Whether the server and its database answer (200; 503 when the database does not)',
  ),
};
