import { useTailorFitClaims } from '../api/get-fit-claims.ts';
import { FitClaimSection } from './fit-claim-list.tsx';

/**
 * The tailor workspace's section of fit claims on the tailor's orders (issue 15): for the lead to
 * place on /dashboard. Each opens /claims/{id}, where the tailor answers and marks the fix done.
 */
export function TailorFitClaims({ enabled = true }: { enabled?: boolean }) {
  const claims = useTailorFitClaims(enabled);
  return (
    <FitClaimSection
      id="tailor-fit-claims"
      title="Fit claims"
      claims={claims.data}
      failed={claims.isError}
      label="Fit claims on your orders"
      empty="No fit claims on your orders. Every outfit fits so far."
    />
  );
}
