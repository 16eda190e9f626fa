import { fromKobo, formatNairaExact } from '../../../../shared/money.ts';
import { orderNumber } from '../../../../shared/order-lifecycle.ts';
import type {
  OrderEarning,
  Payout,
  PayoutState,
  PayoutsOverview,
} from '../../../../shared/schemas/payouts.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import { usePayouts } from '../api/get-payouts.ts';
import { BankDetailsForm } from './bank-details-form.tsx';

const naira = (kobo: number) => formatNairaExact(fromKobo(kobo));

const stateWords: Record<PayoutState, { label: string; tone: 'gold' | 'blue' | 'brand' | 'red' }> =
  {
    pending: { label: 'Waiting to be sent', tone: 'gold' },
    processing: { label: 'On its way', tone: 'blue' },
    paid: { label: 'Paid', tone: 'brand' },
    failed: { label: 'Failed', tone: 'red' },
  };

/**
 * The tailor workspace's Payouts tab (issues 14 and 28): where the money goes (bank details),
 * her money as the ledger holds it (held in escrow, available, on its way, paid out), each paid
 * order's earnings and release, and her payouts.
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
  const { paymentInfo, payouts, orders } = overview.data;
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
      <MoneyFigures overview={overview.data} />
      <section aria-labelledby="earnings-heading">
        <h2 id="earnings-heading" className="text-lg font-semibold text-stone-900">
          Your paid orders
        </h2>
        {orders.length === 0 ? (
          <Card className="mt-3 p-6 text-center text-stone-700">
            No paid orders yet: each one appears here with what it earns you.
          </Card>
        ) : (
          <ul className="mt-3 space-y-3">
            {orders.map((order) => (
              <EarningRow key={order.orderId} order={order} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="payouts-heading">
        <h2 id="payouts-heading" className="text-lg font-semibold text-stone-900">
          Payouts
        </h2>
        {payouts.length === 0 ? (
          <Card className="mt-3 p-6 text-center text-stone-700">
            No payouts yet: your available balance is sent to your bank as soon as it is above zero.
          </Card>
        ) : (
          <ul className="mt-3 space-y-3">
            {payouts.map((payout) => (
              <PayoutRow key={payout.id} payout={payout} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The four sums, each a ledger balance, and the rules that move money between them. */
function MoneyFigures({ overview: o }: { overview: PayoutsOverview }) {
  const figures = [
    { label: 'Held', value: o.heldKobo, note: 'In escrow for your orders' },
    { label: 'Available', value: o.availableKobo, note: 'For your next payout' },
    { label: 'On its way', value: o.onTheWayKobo, note: 'Sent to your bank' },
    { label: 'Paid out', value: o.paidKobo, note: 'In your bank' },
  ];
  return (
    <section aria-labelledby="money-heading">
      <h2 id="money-heading" className="text-lg font-semibold text-stone-900">
        Your money
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {o.advancePercent > 0
          ? `You get ${o.advancePercent}% of an order's earnings when you start cutting; the rest `
          : "An order's earnings are "}
        released when the shopper confirms receiving it, or {o.releaseAfterDays} days after delivery
        with no fit claim open. Telo keeps {o.commissionPercent}% of each order&apos;s total as
        commission.
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {figures.map((f) => (
          <Card key={f.label} className="p-4">
            <dt className="text-sm font-medium text-stone-900">{f.label}</dt>
            <dd className="text-xl font-bold text-stone-900">{naira(f.value)}</dd>
            <dd className="text-xs text-stone-600">{f.note}</dd>
          </Card>
        ))}
      </dl>
      {o.availableKobo < 0 && (
        <p className="mt-3 rounded-md bg-gold-100 p-3 text-sm text-stone-900">
          A fit claim was taken from your balance; it is recovered from your next earnings.
        </p>
      )}
      {o.availableKobo > 0 && !o.paymentInfo && (
        <p className="mt-3 rounded-md bg-gold-100 p-3 text-sm text-stone-900">
          Your payout of {naira(o.availableKobo)} waits for your bank details.
        </p>
      )}
    </section>
  );
}

/** When an order's money is (or was) released to her. */
function releaseWords(order: OrderEarning) {
  if (order.releasedAt) return `Released on ${formatDate(order.releasedAt)}`;
  if (order.releaseDate) {
    return `Releases on ${formatDate(order.releaseDate)} unless the shopper confirms sooner`;
  }
  // Delivered with no date: a fit claim is open, and its money waits until it is settled.
  if (order.status === 'completed') return 'Released once the fit claim is settled';
  return 'Released after delivery';
}

function EarningRow({ order }: { order: OrderEarning }) {
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold text-stone-900">
              Order {orderNumber(order.orderId)} · {order.productName}
            </p>
            <p className="text-sm text-stone-700">
              {naira(order.orderTotalKobo)} − {naira(order.commissionKobo)} commission
            </p>
          </div>
          <p className="text-lg font-bold text-stone-900">{naira(order.earningsKobo)}</p>
        </div>
        <p className="mt-2 text-sm text-stone-700">
          {order.heldKobo > 0 && `Held ${naira(order.heldKobo)} · `}
          {releaseWords(order)}
        </p>
      </Card>
    </li>
  );
}

function PayoutRow({ payout: p }: { payout: Payout }) {
  const state = stateWords[p.state];
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold text-stone-900">{naira(p.amountKobo)}</p>
            <p className="text-sm text-stone-700">
              {p.paidAt
                ? `Paid on ${formatDate(p.paidAt)}`
                : `Started on ${formatDate(p.createdAt)}`}
            </p>
          </div>
          <Badge tone={state.tone}>{state.label}</Badge>
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
