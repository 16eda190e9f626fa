import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fitClaimsApi } from '../../../../shared/api/fit-claims.ts';
import type { AnswerFitClaim, DecideFitClaim } from '../../../../shared/schemas/fit-claims.ts';
import { callApi } from '../../../lib/api-client.ts';
import { fitClaimQueryOptions } from './get-fit-claim.ts';

/** One step of a claim, as its page offers it: each answers the claim after the step. */
export type FitClaimStep =
  | { kind: 'answer'; body: AnswerFitClaim }
  | { kind: 'done' }
  | { kind: 'dispute'; body: { note: string } }
  | { kind: 'decide'; body: DecideFitClaim };

export function actOnFitClaim(id: string, step: FitClaimStep) {
  const params = { id };
  switch (step.kind) {
    case 'answer':
      return callApi(fitClaimsApi.answer, { params, body: step.body });
    case 'done':
      return callApi(fitClaimsApi.done, { params, body: {} });
    case 'dispute':
      return callApi(fitClaimsApi.dispute, { params, body: step.body });
    case 'decide':
      return callApi(fitClaimsApi.decide, { params, body: step.body });
  }
}

/** Takes a step; the page shows the claim the server answers, and every list is read again. */
export function useActOnFitClaim(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: FitClaimStep) => actOnFitClaim(id, step),
    onSuccess: async (claim) => {
      queryClient.setQueryData(fitClaimQueryOptions(id).queryKey, claim);
      await Promise.all(
        ['/api/users', '/api/tailor', '/api/admin'].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      );
    },
  });
}
