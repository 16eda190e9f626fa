import { Lock } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatNairaExact } from '../../../../shared/money.ts';
import type { CartItem } from '../../../../shared/schemas/cart.ts';
import type { SavedAddress } from '../../../../shared/schemas/checkout.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { useQuote } from '../api/get-quote.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import {
  emptyDraft,
  firstErrorKey,
  fromSavedAddress,
  issueKey,
  lineOf,
  quoteIsComplete,
  quoteRequest,
  resolveCheckout,
  type CheckoutDraft,
  type CheckoutErrors,
} from '../lib/checkout-draft.ts';
import { CheckoutLine } from './checkout-line.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { OrderSummary } from './order-summary.tsx';

type Props = {
  items: CartItem[];
  hasMeasurements: boolean;
  /** The measurements every order will carry, or the card that leads to saving them. */
  measurements: ReactNode;
  savedAddresses: SavedAddress[];
  /** The signed-in account's name and number, for a first checkout with no address saved. */
  account?: { fullName: string | null; phone: string | null };
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title} className="space-y-3">
    <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
    {children}
  </section>
);

/**
 * The checkout: one order per cart item with its date and notes, the measurements they carry,
 * delivery, the server's prices, then Pay. Nothing is checked until the first Pay; after that
 * each change checks again.
 */
export function CheckoutForm({
  items,
  hasMeasurements,
  measurements,
  savedAddresses,
  account,
}: Props) {
  const productIds = items.map((i) => i.productId);
  // The newest saved address is filled in from the start: most shoppers deliver to it again. At
  // a first checkout, the account's own name and number are (issue 29): she types only where.
  const [draft, setDraft] = useState<CheckoutDraft>(() =>
    savedAddresses[0]
      ? { ...emptyDraft, address: fromSavedAddress(savedAddresses[0]) }
      : {
          ...emptyDraft,
          address: {
            ...emptyDraft.address,
            name: account?.fullName ?? '',
            phone: account?.phone ?? '',
          },
        },
  );
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const quote = useQuote(quoteRequest(draft, productIds));
  const checkout = useStartCheckout();
  const complete = quoteIsComplete(draft);
  const context = { quote: quote.data, hasMeasurements };

  const change = (next: CheckoutDraft) => {
    setDraft(next);
    if (submitted) {
      const result = resolveCheckout(next, productIds, context);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const focus = (key: string | undefined) =>
    key && form.current?.querySelector<HTMLElement>(`[data-field="${key}"]`)?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    const result = resolveCheckout(draft, productIds, context);
    if (!result.ok) {
      setErrors(result.errors);
      if (result.errors.measurements) setRefusal(result.errors.measurements);
      focus(firstErrorKey(result.errors, productIds));
      return;
    }
    setErrors({});
    checkout.mutate(result.request, {
      onError: (error) => {
        const fieldErrors: CheckoutErrors = {};
        for (const issue of errorIssues(error)) {
          const key = issueKey(issue.path, productIds);
          if (key) fieldErrors[key] ??= issue.message;
        }
        setErrors(fieldErrors);
        setRefusal(
          errorMessage(error) ?? 'Checkout could not start. Check your connection and try again.',
        );
        focus(firstErrorKey(fieldErrors, productIds));
      },
    });
  };

  const pickupPlaces = [...new Set(items.map((i) => i.product.tailor.location))];
  // Store credit comes off first (issue 15); when it covers everything there is nothing to pay.
  const payLabel =
    complete && quote.data
      ? quote.data.amountDue === 0 && quote.data.credit > 0
        ? 'Place order with store credit'
        : `Pay ${formatNairaExact(quote.data.amountDue)}`
      : 'Pay';

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-8">
        <Section title="Your orders">
          <p className="text-sm text-stone-600">
            Each outfit is its own order, made by its own tailor.
          </p>
          {items.map((item) => (
            <CheckoutLine
              key={item.productId}
              item={item}
              quoted={quote.data?.lines.find((l) => l.productId === item.productId)}
              choice={lineOf(draft, item.productId)}
              errors={errors}
              onChange={(choice) =>
                change({ ...draft, lines: { ...draft.lines, [item.productId]: choice } })
              }
            />
          ))}
        </Section>
        <Section title="Measurements sent with each order">{measurements}</Section>
        <Section title="Delivery">
          <DeliverySection
            draft={draft}
            errors={errors}
            savedAddresses={savedAddresses}
            pickupPlaces={pickupPlaces}
            onChange={change}
          />
        </Section>
      </div>
      <div>
        <Card className="space-y-4 p-4 sm:p-5 lg:sticky lg:top-4">
          <h2 className="text-lg font-semibold text-stone-900">Order summary</h2>
          <OrderSummary
            quote={quote.data}
            complete={complete}
            loading={quote.isFetching}
            failed={quote.isError}
            refusal={quote.isError ? errorMessage(quote.error) : undefined}
          />
          {refusal && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
              {refusal}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={checkout.isPending || quote.isFetching || !quote.data}
          >
            <Lock aria-hidden="true" className="size-4" />
            {checkout.isPending ? 'Opening payment…' : payLabel}
          </Button>
          <p className="text-center text-xs text-stone-600">
            You pay securely with Paystack: card, bank transfer or USSD. Your cart stays as it is
            until the payment succeeds.
          </p>
        </Card>
      </div>
    </form>
  );
}
