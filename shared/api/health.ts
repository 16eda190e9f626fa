import type * as S from '../schemas/health.ts';
import { endpoint } from './endpoint.ts';

/** For load balancers and people. */
export const healthApi = {
  health: endpoint<{ response: typeof S.healthy }>('GET', '/api/health'),
};
