import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fitClaimsApi } from '../../../../shared/api/fit-claims.ts';
import type { CreateFitClaim } from '../../../../shared/schemas/fit-claims.ts';
import { callApi } from '../../../lib/api-client.ts';
import { fitClaimQueryOptions } from './get-fit-claim.ts';
import { myFitClaimsQueryOptions } from './get-fit-claims.ts';

export const reportFitClaim = (body: CreateFitClaim) => callApi(fitClaimsApi.report, { body });

/** Reports a fit problem; the answer is the new claim, cached for its page. */
export function useReportFitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportFitClaim,
    onSuccess: async (claim) => {
      queryClient.setQueryData(fitClaimQueryOptions(claim.id).queryKey, claim);
      await queryClient.invalidateQueries({
        queryKey: myFitClaimsQueryOptions(claim.userId).queryKey,
      });
    },
  });
}
