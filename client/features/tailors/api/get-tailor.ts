import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';

export const tailorQueryOptions = (id: string) =>
  queryOptions<Tailor>({ queryKey: ['/api/tailors', id] });

export function useTailor(id: string | undefined) {
  return useQuery({ ...tailorQueryOptions(id ?? ''), enabled: Boolean(id) });
}
