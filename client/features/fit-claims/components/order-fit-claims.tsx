import { Link } from 'react-router';
import { OPEN_FIT_CLAIM_STATES } from '../../../../shared/schemas/fit-claims-rules.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { ActingUserId } from '../../../lib/current-user.ts';
import { useMyFitClaims } from '../api/get-fit-claims.ts';
import { FitClaimList } from './fit-claim-list.tsx';

type Props = { orderId: string; delivered: boolean; userId: ActingUserId };

/**
 * The Lifetime Fit Guarantee on an order's page: its claims, and Report a fit problem once the
 * order is delivered and none is open (the server checks the 30 days).
 */
export function OrderFitClaims({ orderId, delivered, userId }: Props) {
  const mine = useMyFitClaims(delivered ? userId : undefined);
  if (!delivered) return null;
  const claims = mine.data?.filter((c) => c.orderId === orderId);
  const open = claims?.some((c) => OPEN_FIT_CLAIM_STATES.includes(c.state));
  return (
    <Card className="mt-6 space-y-3 p-4">
      <h2 className="text-lg font-semibold text-stone-900">Lifetime Fit Guarantee</h2>
      <p className="text-sm text-stone-700">
        Something does not fit? Report it within 30 days of delivery and your tailor alters or
        remakes it, or Telo credits you.
      </p>
      {claims && claims.length > 0 && (
        <FitClaimList claims={claims} failed={false} label="Fit claims on this order" empty="" />
      )}
      {claims && !open && (
        <Link
          to={`/claims/new?order=${encodeURIComponent(orderId)}`}
          className={buttonClasses('outline')}
        >
          Report a fit problem
        </Link>
      )}
    </Card>
  );
}
