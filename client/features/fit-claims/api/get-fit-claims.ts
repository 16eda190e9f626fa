import { queryOptions, useQuery } from '@tanstack/react-query';
import { fitClaimsApi } from '../../../../shared/api/fit-claims.ts';
import type { FitClaim } from '../../../../shared/schemas/fit-claims.ts';
import { readOptions } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

/** The shopper's own claims, newest first. */
export const myFitClaimsQueryOptions = (userId: string) =>
  readOptions(fitClaimsApi.mine, { userId });

export function useMyFitClaims(userId: ActingUserId) {
  return useQuery({
    ...myFitClaimsQueryOptions(userId ?? ''),
    enabled: typeof userId === 'string',
  });
}

/**
 * A signed-in tailor's claims (fitClaimsApi.tailor), for the workspace. Its key stays
 * ['/api/tailor', 'fit-claims'] (not the path whole), so a write refreshes it under '/api/tailor'.
 */
export const tailorFitClaimsQueryOptions = () =>
  queryOptions<FitClaim[]>({ queryKey: ['/api/tailor', 'fit-claims'] });

export function useTailorFitClaims(enabled: boolean) {
  return useQuery({ ...tailorFitClaimsQueryOptions(), enabled });
}

/** Disputed claims waiting for an admin's decision (fitClaimsApi.admin); keyed as above. */
export const disputedFitClaimsQueryOptions = () =>
  queryOptions<FitClaim[]>({ queryKey: ['/api/admin', 'fit-claims'] });

export function useDisputedFitClaims(enabled: boolean) {
  return useQuery({ ...disputedFitClaimsQueryOptions(), enabled });
}
