import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FitClaim } from '../../../../shared/schemas/fit-claims.ts';

export const fitClaimQueryOptions = (id: string) =>
  queryOptions<FitClaim>({ queryKey: ['/api/fit-claims', id] });

/** One claim with its timeline, read once the browser knows who it acts for. */
export function useFitClaim(id: string | undefined, enabled: boolean) {
  return useQuery({ ...fitClaimQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
}
