import { lazy, Suspense, useState } from 'react';
import { formatDateTime } from '../../../../shared/dates.ts';
import { roundsWords } from '../../../../shared/order-approval.ts';
import type { OrderDetail } from '../../../../shared/schemas/checkout.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useApproveOrder } from '../api/approve-order.ts';

/** Opened only when the shopper taps "Ask for a change": photos and the upload pipeline with it. */
const ChangeRequestForm = lazy(() => import('./change-request-form.tsx'));

type Words = { title: string; words: string; next?: string };

/**
 * What the order's stage means to its shopper (issue 29), in its own words and with its next
 * step; the status badge above keeps the spec's word for the status.
 */
export function stageWords(order: OrderDetail): Words {
  const tailor = order.tailor.businessName;
  const pickup = order.delivery?.kind === 'pickup';
  switch (order.stage) {
    case 'accepted':
      return {
        title: 'Accepted by your tailor',
        words: `${tailor} has accepted your order and is getting your fabric ready.`,
        next: 'Next: the fabric is cut to your measurements.',
      };
    case 'cutting':
      return {
        title: 'Fabric being cut',
        words: `${tailor} is cutting the fabric to your measurements.`,
        next: 'Next: your outfit is sewn.',
      };
    case 'sewing':
      return {
        title: 'Being sewn',
        words: `${tailor} is sewing your outfit.`,
        next: 'Next: a photo of the finished outfit for you to approve.',
      };
    case 'ready':
      if (order.approval?.state === 'change_requested')
        return {
          title: 'Change asked for',
          words: `You asked ${tailor} for a change.`,
          next: 'Next: your tailor moves it back to sewing, or replies to explain.',
        };
      if (order.approval?.state === 'approved')
        return {
          title: 'Approved',
          words:
            order.approval.approvedBy === 'silence'
              ? 'You did not answer within 48 hours, so the photo counts as approved.'
              : 'You approved the photo of your outfit.',
          next: pickup
            ? `Next: ${tailor} gets it ready for you to collect.`
            : `Next: ${tailor} sends it with a courier.`,
        };
      return {
        title: 'Ready: check the photo',
        words:
          'Your outfit is finished. Check the photo, then tap "Looks right" or ask for a change.',
        next: order.approval?.approveBy
          ? `With no answer by ${formatDateTime(order.approval.approveBy)}, it is sent as it is.`
          : undefined,
      };
    case 'dispatched':
      return {
        title: 'On its way',
        words: order.tracking
          ? `${tailor} sent your outfit with ${order.tracking.courier}.`
          : `${tailor} sent your outfit.`,
        next: 'Next: it is delivered to your address.',
      };
    case 'ready_for_pickup':
      return {
        title: 'Ready for pickup',
        words: `Your outfit is waiting for you at ${tailor}'s workshop.`,
        next: 'Bring your order number when you collect it.',
      };
    case 'delivered':
    default:
      return order.release?.releasedAt
        ? { title: 'Completed', words: 'Your outfit was delivered and your tailor has been paid.' }
        : order.stage === 'delivered'
          ? {
              title: 'Delivered',
              words: 'Your outfit has been delivered.',
              next: order.release?.canConfirm
                ? 'Next: tap "I\'ve received it" once you have it, to pay your tailor.'
                : undefined,
            }
          : { title: 'Completed', words: 'Your outfit was delivered.' };
  }
}

/**
 * The status card's part that follows the stage (issue 29): its words and next step, the ready
 * photo with "Looks right" and "Ask for a change", the courier and tracking link, the workshop for
 * a pickup. Loaded after the page's first view, which keeps its budget.
 */
export default function OrderProgress({ order }: { order: OrderDetail }) {
  const { title, words, next } = stageWords(order);
  const approval = order.approval;
  const waiting = order.stage === 'ready' && approval?.state === 'awaiting';
  const lastRequest = approval?.requests.at(-1);
  return (
    <div className="mt-3 space-y-3">
      <div>
        <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
        <p className="text-stone-800">{words}</p>
        {next && <p className="mt-1 text-sm text-stone-600">{next}</p>}
      </div>

      {order.readyPhotoUrl && order.stage === 'ready' && (
        <img
          src={order.readyPhotoUrl}
          alt="Your finished outfit, photographed by your tailor"
          width={400}
          height={400}
          className="aspect-square w-full max-w-xs rounded-md bg-stone-100 object-cover"
        />
      )}

      {order.stage === 'dispatched' && order.tracking && (
        <dl className="space-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-stone-600">Courier</dt>
            <dd className="font-medium text-stone-900">{order.tracking.courier}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-stone-600">Tracking</dt>
            <dd className="break-all text-stone-900">{order.tracking.note}</dd>
          </div>
          {order.tracking.url && (
            <a
              href={order.tracking.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline"
            >
              Track with {order.tracking.courier}
            </a>
          )}
        </dl>
      )}

      {order.stage === 'ready_for_pickup' && order.workshop && (
        <address className="text-sm text-stone-800 not-italic" aria-label="Workshop">
          <p className="font-medium text-stone-900">{order.workshop.businessName}</p>
          <dl className="mt-1 space-y-1">
            <div className="flex gap-2">
              <dt className="text-stone-600">Address</dt>
              <dd>
                {order.workshop.address ??
                  `In ${order.workshop.city}: ask your tailor for the address before you go`}
              </dd>
            </div>
            {order.workshop.phone && (
              <div className="flex gap-2">
                <dt className="text-stone-600">Phone</dt>
                <dd>
                  <a
                    href={`tel:${order.workshop.phone.replace(/\s+/g, '')}`}
                    className="font-medium text-brand-800 underline"
                  >
                    {order.workshop.phone}
                  </a>
                </dd>
              </div>
            )}
            {order.workshop.hours && (
              <div className="flex gap-2">
                <dt className="text-stone-600">Hours</dt>
                <dd>{order.workshop.hours}</dd>
              </div>
            )}
          </dl>
        </address>
      )}

      {approval && (
        <div className="space-y-2 text-sm">
          <p className="text-stone-600">{roundsWords(approval.roundsUsed)}</p>
          {lastRequest && (
            <div className="rounded-md bg-stone-50 p-3">
              <p className="font-medium text-stone-900">
                You asked, round {lastRequest.round}: &ldquo;{lastRequest.note}&rdquo;
              </p>
              {lastRequest.reply && (
                <p className="mt-1 text-stone-800">
                  {order.tailor.businessName} replied: &ldquo;{lastRequest.reply}&rdquo;
                </p>
              )}
              {lastRequest.answer === 'sewing' && !lastRequest.reply && (
                <p className="mt-1 text-stone-800">Your tailor moved it back to sewing.</p>
              )}
            </div>
          )}
        </div>
      )}

      {waiting && <ApprovalActions order={order} />}
    </div>
  );
}

/** "Looks right", and "Ask for a change" while a free round is left. */
function ApprovalActions({ order }: { order: OrderDetail }) {
  const approve = useApproveOrder();
  const [asking, setAsking] = useState(false);
  const roundsLeft = order.approval ? order.approval.freeRounds - order.approval.roundsUsed : 0;
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <Button disabled={approve.isPending} onClick={() => approve.mutate(order.id)}>
          {approve.isPending ? 'Approving...' : 'Looks right'}
        </Button>
        {roundsLeft > 0 && !asking && (
          <Button variant="outline" onClick={() => setAsking(true)}>
            Ask for a change
          </Button>
        )}
      </div>
      {roundsLeft <= 0 && (
        <p className="mt-2 text-sm text-stone-600">
          Your free change round is used. For anything more, message your tailor.
        </p>
      )}
      {asking && (
        <Suspense fallback={<p className="mt-3 text-sm text-stone-600">Loading...</p>}>
          <ChangeRequestForm orderId={order.id} onCancel={() => setAsking(false)} />
        </Suspense>
      )}
    </div>
  );
}
