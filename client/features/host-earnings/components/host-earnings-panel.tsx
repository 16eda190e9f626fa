import { formatDate } from '../../../../shared/dates.ts';
import { fromKobo, formatNairaExact } from '../../../../shared/money.ts';
import type { HostEarnings } from '../../../../shared/schemas/host-earnings.ts';
import type { PayoutState } from '../../../../shared/schemas/payouts.ts';
import { BankDetailsForm, type BankDetailsApi } from '../../../components/bank-details-form.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useHostBanks } from '../api/get-host-banks.ts';
import { useHostEarnings } from '../api/get-host-earnings.ts';
import { useResolveHostAccount, useSaveHostPaymentInfo } from '../api/save-host-payment-info.ts';

const naira = (kobo: number) => formatNairaExact(fromKobo(kobo));

const hostCalls: BankDetailsApi = {
  useBanks: useHostBanks,
  useResolveAccount: useResolveHostAccount,
  useSavePaymentInfo: useSaveHostPaymentInfo,
};

const stateWords: Record<PayoutState, { label: string; tone: 'gold' | 'blue' | 'brand' | 'red' }> =
  {
    pending: { label: 'Waiting to be sent', tone: 'gold' },
    processing: { label: 'On its way', tone: 'blue' },
    paid: { label: 'Paid', tone: 'brand' },
    failed: { label: 'Failed', tone: 'red' },
  };

/**
 * "Your aso-ebi earnings" (issue 32 item 6, decision 057): the margins the host added to her
 * looks, as the ledger holds them (in guests' orders until each is released after delivery,
 * available, on their way to her bank, paid), the bank account they go to, and her payouts.
 * A page of its own (/aso-ebi/earnings) and a panel the events page may show.
 */
export function HostEarningsPanel() {
  const earnings = useHostEarnings();
  if (earnings.isError) {
    return (
      <Card role="alert" className="p-6 text-center">
        <p className="font-medium text-stone-900">Could not load your aso-ebi earnings</p>
        <Button variant="outline" className="mt-3" onClick={() => earnings.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!earnings.data) return <Skeleton className="h-64 w-full" />;
  const data = earnings.data;
  if (!data.hosting) {
    return (
      <Card className="p-6 text-center">
        <p className="font-medium text-stone-900">You have not hosted an aso-ebi yet</p>
        <p className="mt-1 text-sm text-stone-600">
          When you host one and add a margin to a look, what your guests pay for it is paid to you
          here, after each outfit is delivered.
        </p>
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      <Figures earnings={data} />
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-stone-900">Bank details</h2>
        <p className="mt-1 text-sm text-stone-700">
          {data.paymentInfo
            ? `Your earnings go to ${data.paymentInfo.accountName}, ${data.paymentInfo.bankName} ${data.paymentInfo.accountNumber}.`
            : 'Add the account your earnings go to. Nothing can be sent until you do.'}
        </p>
        <div className="mt-4">
          <BankDetailsForm saved={data.paymentInfo} api={hostCalls} />
        </div>
      </Card>
      <section aria-labelledby="host-payouts-heading" className="space-y-2">
        <h2 id="host-payouts-heading" className="text-lg font-semibold text-stone-900">
          Payouts
        </h2>
        {data.payouts.length === 0 ? (
          <p className="text-sm text-stone-600">No payouts yet.</p>
        ) : (
          <ul className="space-y-2">
            {data.payouts.map((p) => (
              <li key={p.id}>
                <Card className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span className="font-semibold text-stone-900">{naira(p.amountKobo)}</span>
                  <span className="text-sm text-stone-600">
                    {formatDate(p.paidAt ?? p.createdAt)}
                  </span>
                  <Badge tone={stateWords[p.state].tone}>{stateWords[p.state].label}</Badge>
                  {p.failureReason && (
                    <p className="w-full text-sm text-red-700">{p.failureReason}</p>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Figures({ earnings }: { earnings: HostEarnings }) {
  const figures = [
    { label: 'Held', value: earnings.heldKobo, note: 'In guests’ orders until delivered' },
    { label: 'Available', value: earnings.availableKobo, note: 'Goes with your next payout' },
    { label: 'On its way', value: earnings.onTheWayKobo, note: 'Sent to your bank' },
    { label: 'Paid', value: earnings.paidKobo, note: 'In your bank' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((f) => (
        <Card key={f.label} className="p-3">
          <dt className="text-sm text-stone-600">{f.label}</dt>
          <dd className="text-lg font-semibold text-stone-900">{naira(f.value)}</dd>
          <dd className="text-xs text-stone-600">{f.note}</dd>
        </Card>
      ))}
    </dl>
  );
}
