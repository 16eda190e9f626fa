import { fromKobo, formatNairaExact } from '../../../../shared/money.ts';
import type { Payout, PayoutState } from '../../../../shared/schemas/payouts.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { usePayouts } from '../api/get-payouts.ts';
import { BankDetailsForm } from './bank-details-form.tsx';
import { orderNumber } from '../../../../shared/order-lifecycle.ts';

const naira = (kobo: number) => formatNairaExact(fromKobo(kobo));

const stateWords: Record<PayoutState, { label: string; tone: 'gold' | 'blue' | 'brand' | 'red' }> =
  {
    pending: { label: 'Waiting to be sent', tone: 'gold' },
    processing: { label: 'On its way', tone: 'blue' },
    paid: { label: 'Paid', tone: 'brand' },
    failed: { label: 'Failed', tone: 'red' },
  };

/**
 * The tailor workspace's Payouts tab (issue 14): where the money goes (bank details), and what
 * each completed order earned (its total less Telo's commission) with the payout's state.
 */
export function PayoutsTab() {
  const overview = usePayouts();
  if (overview.isError) {
    return (
      <Card role="alert" className="p-6 text-center">
        <p className="font-medium text-stone-900">Could not load your payouts</p>
        <Button variant="outline" className="mt-3" onClick={() => overview.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!overview.data) return <Skeleton className="h-64 w-full" />;
  const { paymentInfo, payouts, upcoming, commissionPercent, paidKobo, owedKobo } = overview.data;
  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-stone-900">Bank details</h2>
        <p className="mt-1 text-sm text-stone-700">
          {paymentInfo
            ? `Payouts go to ${paymentInfo.accountName}, ${paymentInfo.bankName} ${paymentInfo.accountNumber}.`
            : 'Add the account your payouts go to. Nothing can be sent until you do.'}
        </p>
        <div className="mt-4">
          <BankDetailsForm saved={paymentInfo} />
        </div>
      </Card>
      <section aria-labelledby="payouts-heading">
        <h2 id="payouts-heading" className="text-lg font-semibold text-stone-900">
          Payouts
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Each completed order pays its total less Telo&apos;s {commissionPercent}% commission.
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <Card className="p-4">
            <dt className="text-sm text-stone-600">Paid out</dt>
            <dd className="text-xl font-bold text-stone-900">{naira(paidKobo)}</dd>
          </Card>
          <Card className="p-4">
            <dt className="text-sm text-stone-600">On the way</dt>
            <dd className="text-xl font-bold text-stone-900">{naira(owedKobo)}</dd>
          </Card>
        </dl>
        {payouts.length === 0 ? (
          <Card className="mt-4 p-6 text-center text-stone-700">
            No payouts yet: they appear here when an order is delivered.
          </Card>
        ) : (
          <ul className="mt-4 space-y-3">
            {payouts.map((payout) => (
              <PayoutRow key={payout.id} payout={payout} />
            ))}
          </ul>
        )}
      </section>
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="text-lg font-semibold text-stone-900">
            Orders in progress
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            What each paid order will earn you once it is delivered.
          </p>
          <ul className="mt-3 space-y-3">
            {upcoming.map((order) => (
              <li key={order.orderId}>
                <Card className="flex flex-wrap items-start justify-between gap-2 p-4">
                  <div>
                    <p className="font-semibold text-stone-900">
                      Order {orderNumber(order.orderId)} · {order.productName}
                    </p>
                    <p className="text-sm text-stone-700">
                      {naira(order.orderTotalKobo)} − {naira(order.commissionKobo)} commission
                    </p>
                  </div>
                  <p className="text-lg font-bold text-stone-900">{naira(order.earningsKobo)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function PayoutRow({ payout: p }: { payout: Payout }) {
  const state = stateWords[p.state];
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold text-stone-900">
              Order {orderNumber(p.orderId)} · {p.productName}
            </p>
            <p className="text-sm text-stone-700">
              {naira(p.orderTotalKobo)} − {naira(p.commissionKobo)} commission ·{' '}
              {formatDate(p.paidAt ?? p.createdAt)}
            </p>
          </div>
          <div className="text-right">
            <p className="text-lg font-bold text-stone-900">{naira(p.amountKobo)}</p>
            <Badge tone={state.tone}>{state.label}</Badge>
          </div>
        </div>
        {p.state === 'failed' && p.failureReason && (
          <p className="mt-2 text-sm text-red-800">
            {p.failureReason}. Check your bank details: we send it again once they change.
          </p>
        )}
      </Card>
    </li>
  );
}
