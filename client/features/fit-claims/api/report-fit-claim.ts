import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fitClaimsPaths } from '../../../../shared/fit-claims.ts';
import type { CreateFitClaim, FitClaim } from '../../../../shared/schemas/fit-claims.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function reportFitClaim(body: CreateFitClaim): Promise<FitClaim> {
  return (await apiRequest('POST', fitClaimsPaths.create, body)).json();
}

/** Reports a fit problem; the answer is the new claim, cached for its page. */
export function useReportFitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportFitClaim,
    onSuccess: async (claim) => {
      queryClient.setQueryData(['/api/fit-claims', claim.id], claim);
      await queryClient.invalidateQueries({ queryKey: ['/api/users', claim.userId, 'fit-claims'] });
    },
  });
}
