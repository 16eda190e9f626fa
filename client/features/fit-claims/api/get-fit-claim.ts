import { useQuery } from '@tanstack/react-query';
import { fitClaimsApi } from '../../../../shared/api/fit-claims.ts';
import { readOptions } from '../../../lib/api-client.ts';

export const fitClaimQueryOptions = (id: string) => readOptions(fitClaimsApi.one, { id });

/** One claim with its timeline, read once the browser knows who it acts for. */
export function useFitClaim(id: string | undefined, enabled: boolean) {
  return useQuery({ ...fitClaimQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
}
