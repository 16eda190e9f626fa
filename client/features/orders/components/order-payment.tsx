import { nigerianStateLabels } from '../../../../shared/nigeria.ts';
import { formatNairaExact } from '../../../../shared/money.ts';
import { paidWords } from '../../../../shared/payment-split.ts';
import type { OrderDetail } from '../../../../shared/schemas/checkout.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import { PaymentBadge } from './payment-badge.tsx';

const heading = 'text-sm font-semibold tracking-wide text-stone-600 uppercase';
const row = 'flex justify-between gap-4 py-1.5 text-sm';

/** Where the outfit goes: the address, or pickup at the tailor's workshop (address, phone, hours). */
export function OrderDeliveryCard({
  delivery,
  workshop,
}: {
  delivery: OrderDetail['delivery'];
  workshop: OrderDetail['workshop'];
}) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className={heading}>Delivery</h2>
      {!delivery ? (
        <p className="mt-2 text-sm text-stone-700">Arranged with the tailor.</p>
      ) : delivery.kind === 'pickup' ? (
        <div className="mt-2 text-sm text-stone-800">
          <p>Pickup at the tailor&apos;s workshop in {delivery.city}</p>
          {workshop?.address && (
            <p className="mt-1 font-medium text-stone-900">{workshop.address}</p>
          )}
          {workshop?.phone && <p>{workshop.phone}</p>}
          {workshop?.hours && <p>Open {workshop.hours}</p>}
        </div>
      ) : (
        <address className="mt-2 text-sm text-stone-800 not-italic">
          <span className="font-medium text-stone-900">{delivery.address.name}</span>
          <br />
          {delivery.address.street}
          <br />
          {delivery.address.city}, {nigerianStateLabels[delivery.address.state]}
          <br />
          {delivery.address.phone}
        </address>
      )}
    </Card>
  );
}

/** How the order is paid, and the receipt once it is. */
export function OrderPaymentCard({ order }: { order: OrderDetail }) {
  const { payment, receipt } = order;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className={heading}>Payment</h2>
      <div className="mt-2">
        <PaymentBadge state={order.paymentState} />
      </div>
      {payment && (
        <dl className="mt-2 divide-y divide-stone-100">
          <div className={row}>
            <dt className="text-stone-600">Amount</dt>
            <dd className="font-medium text-stone-900">{formatNairaExact(payment.amount)}</dd>
          </div>
          <div className={row}>
            <dt className="text-stone-600">{payment.paidAt ? 'Paid' : 'To pay'}</dt>
            <dd className="text-right text-stone-900">{paidWords(payment)}</dd>
          </div>
          <div className={row}>
            <dt className="text-stone-600">Reference</dt>
            <dd className="font-mono text-xs break-all text-stone-900">{payment.reference}</dd>
          </div>
          {payment.paidAt && (
            <div className={row}>
              <dt className="text-stone-600">Paid on</dt>
              <dd className="text-stone-900">{formatDate(payment.paidAt)}</dd>
            </div>
          )}
          {payment.refundedAt && (
            <div className={row}>
              <dt className="text-stone-600">Refunded on</dt>
              <dd className="text-stone-900">{formatDate(payment.refundedAt)}</dd>
            </div>
          )}
          {payment.expiresAt && order.paymentState === 'unpaid' && (
            <div className={row}>
              <dt className="text-stone-600">Pay before</dt>
              <dd className="text-stone-900">{formatDate(payment.expiresAt)}</dd>
            </div>
          )}
        </dl>
      )}
      {receipt && (
        <section aria-label="Receipt" className="mt-4 rounded-md bg-stone-50 p-3">
          <h3 className="font-semibold text-stone-900">Receipt</h3>
          <dl className="mt-1 divide-y divide-stone-200">
            {receipt.lines.map((line) => (
              <div key={line.label} className={row}>
                <dt className="text-stone-700">{line.label}</dt>
                <dd className="text-stone-900">{formatNairaExact(line.amount)}</dd>
              </div>
            ))}
            <div className={row}>
              {/* Not "Total": that is the spec's label of the order's own total on this page. */}
              <dt className="font-semibold text-stone-900">Order total</dt>
              <dd className="font-bold text-brand-900">{formatNairaExact(receipt.total)}</dd>
            </div>
            <div className={row}>
              <dt className="font-semibold text-stone-900">Paid</dt>
              <dd className="text-right font-medium text-stone-900">{paidWords(receipt)}</dd>
            </div>
          </dl>
          <p className="mt-1 text-xs text-stone-600">
            Paid {formatDate(receipt.paidAt)} · Reference {receipt.reference}
          </p>
        </section>
      )}
    </Card>
  );
}
