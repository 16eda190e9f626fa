import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { memberStageLabels } from '../../../../shared/aso-ebi.ts';
import { formatNairaExact } from '../../../../shared/money.ts';
import type { Membership, PublicEvent } from '../../../../shared/schemas/aso-ebi-guest.ts';
import type { DeliveryAddressInput } from '../../../../shared/schemas/checkout.ts';
import {
  CHOOSE_A_LOOK,
  SIZE_NOTE_LABEL,
  SIZE_NOTE_MAX,
} from '../../../../shared/schemas/aso-ebi-guest-rules.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-issues.ts';
import { useMe } from '../../../lib/current-user.ts';
import { useAttachMeasurements } from '../api/attach-measurements.ts';
import { useMyMembership } from '../api/get-my-membership.ts';
import { useJoinEvent } from '../api/join-event.ts';
import { useLeaveEvent } from '../api/leave-event.ts';
import { usePayShare } from '../api/pay-share.ts';
import { addressFields } from '../../../components/address-fields.ts';
import { StateOptions } from '../../../components/state-options.tsx';

type Props = {
  event: PublicEvent;
  /** This page's own path, where sign-in and measuring bring her back. */
  path: string;
};

/**
 * The visitor's part of the event, read in the browser only (nothing of hers is in the server's
 * HTML): sign in to join; choose a look and a size note; attach her measurements; pay her share;
 * leave before the lock with a full refund.
 */
export function GuestPanel({ event, path }: Props) {
  const me = useMe();
  const canAct = me !== undefined && (me.signedIn || me.demo);
  const membership = useMyMembership(event.id, canAct);
  return (
    <section
      aria-labelledby="your-place"
      className="rounded-lg border border-brand-200 bg-brand-50/40 p-4"
    >
      <h2 id="your-place" className="text-lg font-semibold text-stone-900">
        Your place
      </h2>
      {me === undefined || (canAct && membership.isPending) ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : !canAct ? (
        <div className="mt-2">
          <p className="text-stone-700">
            Sign in with your phone number to join, give your measurements and pay your share.
          </p>
          <Link
            to={`${paths.signIn}?next=${encodeURIComponent(path)}`}
            className={buttonClasses('primary', 'lg', 'mt-3 w-full sm:w-auto')}
          >
            Sign in to join
          </Link>
        </div>
      ) : (
        <Member event={event} path={path} membership={membership.data ?? null} />
      )}
    </section>
  );
}

function Member({
  event,
  path,
  membership,
}: {
  event: PublicEvent;
  path: string;
  membership: Membership | null;
}) {
  const active = membership?.state === 'joined';
  const [changing, setChanging] = useState(false);
  const paid =
    active && membership.order?.paymentState === 'paid' && membership.order.status !== 'cancelled';
  if (event.status !== 'open') {
    return (
      <p className="mt-2 text-stone-700">
        {membership
          ? `Your place: ${memberStageLabels[membership.stage]}.`
          : 'This event takes no new guests.'}
        {paid && membership.order && (
          <>
            {' '}
            <Link
              to={paths.order(membership.order.id)}
              className="font-medium text-brand-800 underline"
            >
              See your order
            </Link>
          </>
        )}
      </p>
    );
  }
  if (!active || changing) {
    return (
      <JoinForm
        event={event}
        membership={active ? membership : null}
        onDone={() => setChanging(false)}
      />
    );
  }
  const look = event.looks.find((l) => l.id === membership.lookId);
  return (
    <div className="mt-2 space-y-4">
      <div>
        <p className="text-stone-800">
          You joined with <strong>{look?.product.name ?? 'your look'}</strong>
          {membership.sizeNote && ` (${membership.sizeNote})`}.
        </p>
        <p className="text-sm text-stone-600" data-testid="member-stage">
          Stage: {memberStageLabels[membership.stage]}
        </p>
        {!paid && (
          <Button variant="outline" size="md" className="mt-2" onClick={() => setChanging(true)}>
            Change look or size note
          </Button>
        )}
      </div>
      <MeasurementsStep eventId={event.id} path={path} measured={membership.measured} paid={paid} />
      {paid && membership.order ? (
        <p className="flex items-center gap-2 text-stone-800">
          <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
          Paid. Your tailor starts when the event locks.{' '}
          <Link
            to={paths.order(membership.order.id)}
            className="font-medium text-brand-800 underline"
          >
            See your order
          </Link>
        </p>
      ) : (
        membership.measured && look && <PayStep eventId={event.id} look={look} />
      )}
      <LeaveStep eventId={event.id} paid={paid} />
    </div>
  );
}

function JoinForm({
  event,
  membership,
  onDone,
}: {
  event: PublicEvent;
  membership: Membership | null;
  onDone: () => void;
}) {
  const join = useJoinEvent(event.id);
  const [lookId, setLookId] = useState(membership?.lookId ?? '');
  const [sizeNote, setSizeNote] = useState(membership?.sizeNote ?? '');
  const [problem, setProblem] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!lookId) return setProblem(CHOOSE_A_LOOK);
    setProblem(undefined);
    join.mutate({ lookId, sizeNote }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-2 space-y-3" noValidate>
      <fieldset>
        <legend className="mb-2 font-medium text-stone-800">Choose your look</legend>
        <div className="grid gap-2">
          {event.looks.map((look) => {
            const full = look.placesLeft === 0 && membership?.lookId !== look.id;
            return (
              <label
                key={look.id}
                className="flex min-h-11 items-center gap-3 rounded-md border border-stone-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:opacity-60"
              >
                <input
                  type="radio"
                  name="look"
                  value={look.id}
                  checked={lookId === look.id}
                  disabled={full}
                  onChange={() => setLookId(look.id)}
                  className="size-5 accent-brand-800"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-stone-900">{look.product.name}</span>
                  <span className="block text-sm text-stone-600">
                    {formatNairaExact(look.outfit + look.hostMargin)} plus delivery
                    {full ? ' · full' : ''}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Field label={SIZE_NOTE_LABEL} hint="e.g. “Usually a 14, loose at the hips”">
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            maxLength={SIZE_NOTE_MAX}
            value={sizeNote}
            onChange={(e) => setSizeNote(e.target.value)}
          />
        )}
      </Field>
      {(problem ?? join.error) && (
        <p role="alert" className="text-sm text-red-700">
          {problem ?? errorMessage(join.error) ?? 'Could not join. Please try again.'}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={join.isPending}>
        {membership ? 'Save my look' : 'Join this event'}
      </Button>
    </form>
  );
}

function MeasurementsStep({
  eventId,
  path,
  measured,
  paid,
}: {
  eventId: string;
  path: string;
  measured: boolean;
  paid: boolean;
}) {
  const attach = useAttachMeasurements(eventId);
  const missing = attach.error ? errorMessage(attach.error) : undefined;
  return (
    <div>
      {measured ? (
        <p className="flex items-center gap-2 text-stone-800">
          <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
          Your measurements are attached: your tailor cuts from them.
        </p>
      ) : (
        <p className="text-stone-800">
          Attach your saved measurements so your tailor can cut your outfit.
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant={measured ? 'outline' : 'primary'}
          size="md"
          onClick={() => attach.mutate()}
          disabled={attach.isPending}
        >
          {measured
            ? paid
              ? 'Update from my saved measurements'
              : 'Attach them again'
            : 'Attach my measurements'}
        </Button>
      </div>
      {missing && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {missing}{' '}
          <Link
            to={`${paths.bodyScan}?next=${encodeURIComponent(path)}`}
            className="font-medium text-brand-800 underline"
          >
            Measure yourself
          </Link>
        </p>
      )}
    </div>
  );
}

type Address = { name: string; phone: string; street: string; city: string; state: string };
const emptyAddress: Address = { name: '', phone: '', street: '', city: '', state: '' };

function PayStep({ eventId, look }: { eventId: string; look: PublicEvent['looks'][number] }) {
  const payShare = usePayShare(eventId);
  const [kind, setKind] = useState<'delivery' | 'pickup'>('delivery');
  const [address, setAddress] = useState<Address>(emptyAddress);
  const toHost = look.distribution === 'host';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (toHost) return payShare.mutate({});
    payShare.mutate({
      delivery:
        kind === 'pickup'
          ? { kind: 'pickup' }
          : { kind: 'delivery', address: address as DeliveryAddressInput, saveAddress: true },
    });
  };
  const radio =
    'flex min-h-11 items-center gap-2 rounded-md border border-stone-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50';
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <h3 className="font-semibold text-stone-900">Pay your share</h3>
      {toHost ? (
        <p className="text-stone-700">This look is delivered to the host, who hands it to you.</p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-stone-800">How your outfit reaches you</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <label className={radio}>
              <input
                type="radio"
                name="delivery-kind"
                className="size-5 accent-brand-800"
                checked={kind === 'delivery'}
                onChange={() => setKind('delivery')}
              />
              Deliver to my address
            </label>
            <label className={radio}>
              <input
                type="radio"
                name="delivery-kind"
                className="size-5 accent-brand-800"
                checked={kind === 'pickup'}
                onChange={() => setKind('pickup')}
              />
              Pick up in {look.tailor.location} (free)
            </label>
          </div>
        </fieldset>
      )}
      {!toHost && kind === 'delivery' && (
        <div className="grid gap-3 sm:grid-cols-2">
          {addressFields.map(({ field, label, type, autoComplete }) => (
            <Field key={field} label={label}>
              {({ id }) => (
                <Input
                  id={id}
                  type={type}
                  autoComplete={autoComplete}
                  value={address[field]}
                  onChange={(e) => setAddress({ ...address, [field]: e.target.value })}
                />
              )}
            </Field>
          ))}
          <Field label="State">
            {({ id }) => (
              <Select
                id={id}
                value={address.state}
                onChange={(e) => setAddress({ ...address, state: e.target.value })}
              >
                <option value="">Choose a state</option>
                <StateOptions />
              </Select>
            )}
          </Field>
        </div>
      )}
      {payShare.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(payShare.error) ?? 'The payment could not start. Please try again.'}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={payShare.isPending}>
        Pay {formatNairaExact(look.outfit + look.hostMargin)} + delivery
      </Button>
    </form>
  );
}

function LeaveStep({ eventId, paid }: { eventId: string; paid: boolean }) {
  const leave = useLeaveEvent(eventId);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="ghost" size="md" onClick={() => setAsking(true)}>
        Leave this event
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Leave this event" className="rounded-md bg-white p-3">
      <p className="text-stone-800">
        {paid
          ? 'Leave and be refunded in full: the card part through Paystack, any Telo credit as credit.'
          : 'Leave this event? Your place goes to another guest.'}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="danger" onClick={() => leave.mutate()} disabled={leave.isPending}>
          {paid ? 'Leave and get a full refund' : 'Yes, leave'}
        </Button>
        <Button variant="outline" onClick={() => setAsking(false)}>
          Stay
        </Button>
      </div>
      {leave.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(leave.error) ?? 'Could not leave. Please try again.'}
        </p>
      )}
    </div>
  );
}
