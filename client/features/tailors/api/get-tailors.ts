import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';

/** All tailors, highest rated first (spec §7: GET /api/tailors). */
export const tailorsQueryOptions = () => queryOptions<Tailor[]>({ queryKey: ['/api/tailors'] });

export function useTailors() {
  return useQuery(tailorsQueryOptions());
}
