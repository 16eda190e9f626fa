import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { FitClaim } from '../../../../shared/schemas/fit-claims.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import { FitClaimStateBadge } from './fit-claim-state-badge.tsx';
import { orderNumber } from '../../../../shared/order-lifecycle.ts';

export const claimPath = (id: string) => `/claims/${encodeURIComponent(id)}`;

type Props = {
  claims: FitClaim[] | undefined;
  failed: boolean;
  empty: string;
  label: string;
};

/**
 * Claims as a list of links to their pages: the shopper's, a tailor's (the workspace shows this
 * with useTailorFitClaims) or the disputes an admin decides.
 */
export function FitClaimList({ claims, failed, empty, label }: Props) {
  if (failed)
    return (
      <p role="alert" className="text-stone-700">
        We could not load these claims. Please try again later.
      </p>
    );
  if (!claims) return <Skeleton className="h-20" />;
  if (claims.length === 0) return <p className="text-stone-600">{empty}</p>;
  return (
    <ul
      aria-label={label}
      className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white"
    >
      {claims.map((claim) => (
        <li key={claim.id}>
          <Link
            to={claimPath(claim.id)}
            className="flex min-h-11 items-center gap-3 p-3 hover:bg-stone-50"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-stone-900">
                {claim.garment} · {claim.product.name}
              </span>
              <span className="text-sm text-stone-600">
                Order {orderNumber(claim.orderId)} · {formatDate(claim.createdAt)}
              </span>
            </span>
            <FitClaimStateBadge state={claim.state} />
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A titled list of claims: the shopper's own, those on a tailor's orders, an admin's disputes. */
export function FitClaimSection({ id, title, ...list }: Props & { id: string; title: string }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <FitClaimList {...list} />
    </section>
  );
}
