import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { formatNaira } from '../../../../shared/money.ts';
import { paidWords } from '../../../../shared/payment-split.ts';
import type { PaymentStatus } from '../../../../shared/schemas/checkout.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { paths } from '../../../config/paths.ts';
import { useRetryPayment } from '../api/retry-payment.ts';

const unpaidTitles = {
  failed: 'Payment failed',
  abandoned: 'Payment not completed',
  expired: 'Payment expired',
} as const;

/** What became of a payment, on the page Paystack's callback brings the shopper back to. */
export function PaymentResult({ payment }: { payment: PaymentStatus }) {
  const retry = useRetryPayment();
  const { state, orders } = payment;
  const paid = state === 'success';
  const waiting = state === 'initialized';
  const Icon = paid ? CheckCircle2 : waiting ? Clock : XCircle;
  // Open (not paid, not failed): the shopper left the payment page, or a bank transfer is on
  // its way. Paystack tells these apart only once money arrives, so the page says both.
  const title = paid ? 'Payment received' : waiting ? 'Payment not completed' : unpaidTitles[state];

  return (
    <div className="space-y-6">
      <title>{`${title} · Telo`}</title>
      <Card className="p-6 text-center sm:p-8">
        <Icon
          aria-hidden="true"
          className={`mx-auto size-12 ${paid ? 'text-brand-700' : waiting ? 'text-gold-700' : 'text-red-700'}`}
        />
        <h1 className="mt-3 text-2xl font-bold text-stone-900">{title}</h1>
        <p role="status" className="mx-auto mt-2 max-w-lg text-stone-700">
          {paid
            ? `Thank you! You paid ${paidWords({ card: payment.amount, credit: payment.credit, channel: payment.channel })} for ${orders.length} ${orders.length === 1 ? 'order' : 'orders'}. Each tailor has been told and will review your order.`
            : waiting
              ? `Paystack has not confirmed a payment, so nothing is paid yet and your cart is as you left it. If you paid by bank transfer, this page updates by itself once it arrives; otherwise, try again.`
              : `Nothing was charged for ${orders.length === 1 ? 'this order' : 'these orders'}, and your cart is as you left it. You can try again.`}
        </p>
        {!paid && state !== 'expired' && (
          <Button
            size="lg"
            className="mt-5"
            disabled={retry.isPending}
            onClick={() => retry.mutate({ reference: payment.reference })}
          >
            {retry.isPending ? 'Opening payment…' : 'Try again'}
          </Button>
        )}
        {state === 'expired' && (
          <Link to={paths.checkout} className={buttonClasses('primary', 'lg', 'mt-5')}>
            Back to Checkout
          </Link>
        )}
      </Card>

      <section
        aria-label={paid ? 'Your paid orders' : 'Orders awaiting payment'}
        className="space-y-3"
      >
        <h2 className="text-lg font-semibold text-stone-900">
          {paid ? 'Your paid orders' : 'Orders awaiting payment'}
        </h2>
        <ul className="space-y-3">
          {orders.map((order) => (
            <li key={order.id}>
              {/* On a phone the button takes a row of its own: beside it, a tailor's name
                  ("Nassarawa Lace & Veils") had 63 px at 320 px and ran out of its box. */}
              <Card className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap sm:p-4">
                <Thumbnail src={order.product.imageUrl} px={64} className="size-16" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-stone-900">{order.product.name}</p>
                  <p className="text-sm text-stone-600">
                    {order.tailor.businessName} · {formatNaira(order.totalAmount)} ·{' '}
                    <span
                      className={
                        order.paymentState === 'paid' ? 'font-semibold text-brand-800' : ''
                      }
                    >
                      {order.paymentState === 'paid' ? 'Paid' : 'Not paid'}
                    </span>
                  </p>
                </div>
                <Link
                  to={paths.order(order.id)}
                  className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}
                >
                  View Order<span className="sr-only"> {order.product.name}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
        <Link to={paths.orders} className={buttonClasses('ghost', 'md', 'text-brand-800')}>
          View All Orders
        </Link>
      </section>
    </div>
  );
}
