import { Fragment } from 'react';
import { formatNairaExact } from '../../../../shared/money.ts';
import type { CheckoutQuote } from '../../../../shared/schemas/checkout.ts';

type Props = {
  quote: CheckoutQuote | undefined;
  /** False while delivery is chosen but no state yet: the fee is not known. */
  complete: boolean;
  loading: boolean;
  failed: boolean;
  /** The server's words when it refused to price (a total past the limit); else a generic line. */
  refusal?: string;
};

/** Every line, fee and the total, exactly as the server priced them (nothing added up here). */
export function OrderSummary({ quote, complete, loading, failed, refusal }: Props) {
  if (!quote)
    return (
      <p role={failed ? 'alert' : 'status'} className="text-sm text-stone-600">
        {failed
          ? (refusal ?? 'We could not price your order. Check your connection and try again.')
          : 'Pricing your order…'}
      </p>
    );
  const row = 'flex justify-between gap-4 py-1.5 text-sm';
  return (
    <div aria-busy={loading} data-testid="checkout-summary">
      <dl className="divide-y divide-stone-100">
        {quote.lines.map((line) => (
          <Fragment key={line.productId}>
            <div className={row}>
              <dt className="text-stone-800">{line.product.name}</dt>
              <dd className="font-medium text-stone-900">{formatNairaExact(line.basePrice)}</dd>
            </div>
            {/* Only what the server charged: the surcharge is offered beside the date until ticked. */}
            {line.rushCharged > 0 && (
              <div className={row}>
                <dt className="text-stone-600">Rush surcharge</dt>
                <dd className="text-stone-900">{formatNairaExact(line.rushCharged)}</dd>
              </div>
            )}
            {complete && (
              <div className={row}>
                <dt className="text-stone-600">
                  {line.deliveryZone.name}
                  <span className="block text-xs">from {line.tailor.businessName}</span>
                </dt>
                <dd className="text-stone-900">
                  {line.deliveryFee === 0 ? 'Free' : formatNairaExact(line.deliveryFee)}
                </dd>
              </div>
            )}
          </Fragment>
        ))}
        <div className={row}>
          <dt className="text-stone-600">Subtotal</dt>
          <dd className="text-stone-900">{formatNairaExact(quote.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">Delivery</dt>
          <dd className="text-stone-900">
            {complete ? formatNairaExact(quote.deliveryTotal) : 'Choose your state'}
          </dd>
        </div>
        {complete && (
          <div className="flex justify-between gap-4 py-2">
            <dt className="font-semibold text-stone-900">Total</dt>
            <dd className="text-lg font-bold text-brand-900" data-testid="checkout-total">
              {formatNairaExact(quote.total)}
            </dd>
          </div>
        )}
        {complete && quote.credit > 0 && (
          <>
            <div className={row}>
              <dt className="text-stone-600">Store credit</dt>
              <dd className="font-medium text-brand-800" data-testid="checkout-credit">
                −{formatNairaExact(quote.credit)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 py-2">
              <dt className="font-semibold text-stone-900">To pay</dt>
              <dd className="text-lg font-bold text-brand-900" data-testid="checkout-amount-due">
                {formatNairaExact(quote.amountDue)}
              </dd>
            </div>
          </>
        )}
      </dl>
    </div>
  );
}
