import { Wallet } from 'lucide-react';
import { formatNairaExact } from '../../../../shared/money.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';
import { useStoreCredit } from '../api/get-store-credit.ts';

/** The shopper's store credit, shown only when there is some (it comes off the next checkout). */
export function StoreCreditBalance({ userId }: { userId: ActingUserId }) {
  const credit = useStoreCredit(userId);
  if (!credit.data || credit.data.balance <= 0) return null;
  return (
    <p
      className="flex items-center gap-2 rounded-lg bg-brand-50 p-3 text-brand-900"
      data-testid="store-credit"
    >
      <Wallet aria-hidden="true" className="size-5" />
      <span>
        Store credit: <strong>{formatNairaExact(credit.data.balance)}</strong>. It never expires and
        comes off your next order.
      </span>
    </p>
  );
}
