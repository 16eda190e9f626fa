import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fitClaimsPaths } from '../../../../shared/fit-claims.ts';
import type {
  AnswerFitClaim,
  DecideFitClaim,
  FitClaim,
} from '../../../../shared/schemas/fit-claims.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** One step of a claim, as its page offers it: each answers the claim after the step. */
export type FitClaimStep =
  | { kind: 'answer'; body: AnswerFitClaim }
  | { kind: 'done' }
  | { kind: 'dispute'; body: { note: string } }
  | { kind: 'decide'; body: DecideFitClaim };

export async function actOnFitClaim(id: string, step: FitClaimStep): Promise<FitClaim> {
  const url = fitClaimsPaths[step.kind](encodeURIComponent(id));
  return (await apiRequest('POST', url, 'body' in step ? step.body : {})).json();
}

/** Takes a step; the page shows the claim the server answers, and every list is read again. */
export function useActOnFitClaim(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: FitClaimStep) => actOnFitClaim(id, step),
    onSuccess: async (claim) => {
      queryClient.setQueryData(['/api/fit-claims', id], claim);
      await Promise.all(
        ['/api/users', '/api/tailor', '/api/admin'].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      );
    },
  });
}
