import { useTailorFitClaims } from '../api/get-fit-claims.ts';
import { FitClaimList } from './fit-claim-list.tsx';

/**
 * The tailor workspace's section of fit claims on the tailor's orders (issue 15): for the lead to
 * place on /dashboard. Each opens /claims/{id}, where the tailor answers and marks the fix done.
 */
export function TailorFitClaims({ enabled = true }: { enabled?: boolean }) {
  const claims = useTailorFitClaims(enabled);
  return (
    <section aria-labelledby="tailor-fit-claims" className="space-y-3">
      <h2 id="tailor-fit-claims" className="text-lg font-semibold text-stone-900">
        Fit claims
      </h2>
      <FitClaimList
        claims={claims.data}
        failed={claims.isError}
        label="Fit claims on your orders"
        empty="No fit claims on your orders. Every outfit fits so far."
      />
    </section>
  );
}
