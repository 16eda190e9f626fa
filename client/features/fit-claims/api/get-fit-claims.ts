import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FitClaim } from '../../../../shared/schemas/fit-claims.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

/** The shopper's own claims, newest first. */
export const myFitClaimsQueryOptions = (userId: string) =>
  queryOptions<FitClaim[]>({ queryKey: ['/api/users', userId, 'fit-claims'] });

export function useMyFitClaims(userId: ActingUserId) {
  return useQuery({
    ...myFitClaimsQueryOptions(userId ?? ''),
    enabled: typeof userId === 'string',
  });
}

/** A signed-in tailor's claims (GET /api/tailor/fit-claims), for the workspace. */
export const tailorFitClaimsQueryOptions = () =>
  queryOptions<FitClaim[]>({ queryKey: ['/api/tailor', 'fit-claims'] });

export function useTailorFitClaims(enabled: boolean) {
  return useQuery({ ...tailorFitClaimsQueryOptions(), enabled });
}

/** Disputed claims waiting for an admin's decision (GET /api/admin/fit-claims). */
export const disputedFitClaimsQueryOptions = () =>
  queryOptions<FitClaim[]>({ queryKey: ['/api/admin', 'fit-claims'] });

export function useDisputedFitClaims(enabled: boolean) {
  return useQuery({ ...disputedFitClaimsQueryOptions(), enabled });
}
