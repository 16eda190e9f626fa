import { z } from 'zod';
import { contract } from '../api/endpoint.ts';
import { healthApi } from '../api/health.ts';

/** The 200; the 503 says `{ status: 'unavailable', database: 'down', message }`. */
export const healthy = z.object({ status: z.literal('ok'), database: z.literal('up') });

export const healthContract = contract(healthApi, {
  health: {
    summary: 'Whether the server and its database answer (200; 503 when the database does not)',
    response: healthy,
  },
});
