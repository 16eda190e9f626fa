import { fromKobo, formatNairaExact } from '../../../../shared/money.ts';
import type { AdminBooks } from '../../../../shared/schemas/admin.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import { useBooks } from '../api/get-books.ts';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';

const naira = (kobo: number) => formatNairaExact(fromKobo(kobo));

/** The figures in the order money moves: in from cards, held, owed, kept, out. */
const figures: { key: keyof AdminBooks; label: string; note: string }[] = [
  { key: 'cashInKobo', label: 'Cash in', note: "From shoppers' cards, less refunds paid" },
  { key: 'escrowKobo', label: 'In escrow', note: 'Held for orders until released' },
  { key: 'owedToTailorsKobo', label: 'Owed to tailors', note: 'Balances and payouts on the way' },
  { key: 'owedToHostsKobo', label: 'Owed to hosts', note: 'Aso-ebi margins not yet sent' },
  { key: 'commissionKobo', label: 'Commission earned', note: 'Taken as orders are released' },
  { key: 'creditOutstandingKobo', label: 'Credit outstanding', note: 'Store credit not spent' },
  { key: 'refundsOwedKobo', label: 'Refunds owed', note: 'Not yet back on the card' },
  { key: 'guaranteeSpentKobo', label: 'Guarantee spent', note: "Credit from Telo's own pocket" },
  { key: 'paidOutKobo', label: 'Paid out', note: "Into tailors' and hosts' banks" },
];

/**
 * Telo's books (issue 28): every figure is a sum of the ledger's entries, and all accounts
 * together sum to zero; then refunds and payouts by day over the last 30 days.
 */
export function BooksPanel() {
  const books = useBooks();
  return (
    <section aria-labelledby="books-heading">
      <h2 id="books-heading" className="text-xl font-semibold text-stone-900">
        Books
      </h2>
      <div className="mt-4 space-y-4">
        {books.isError ? (
          <ListError what="the books" onRetry={() => books.refetch()} />
        ) : !books.data ? (
          <ListLoading what="the books" />
        ) : (
          <Figures books={books.data} />
        )}
      </div>
    </section>
  );
}

function Figures({ books }: { books: AdminBooks }) {
  const balanced = books.reconciliationKobo === 0;
  return (
    <>
      <p
        role={balanced ? 'status' : 'alert'}
        className={`rounded-md p-3 text-sm ${balanced ? 'bg-brand-100 text-brand-900' : 'bg-red-100 text-red-900'}`}
      >
        {balanced
          ? 'The books reconcile: every account sums to ₦0.'
          : `The books are out by ${naira(books.reconciliationKobo)}: every account should sum to ₦0.`}
      </p>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map((f) => (
          <Card key={f.key} className="p-4">
            <dt className="text-sm font-medium text-stone-900">{f.label}</dt>
            <dd className="text-lg font-bold text-stone-900">{naira(books[f.key] as number)}</dd>
            <dd className="text-xs text-stone-600">{f.note}</dd>
          </Card>
        ))}
      </dl>
      <h3 className="text-lg font-semibold text-stone-900">Refunds and payouts by day</h3>
      {books.byDay.length === 0 ? (
        <ListEmpty>No refunds or payouts in the last 30 days</ListEmpty>
      ) : (
        <Card className="overflow-x-auto p-0">
          <table className="w-full text-sm">
            <caption className="sr-only">Refunds and payouts by day, last 30 days</caption>
            <thead className="bg-stone-50 text-left text-stone-700">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  Day
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  Refunds
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  Payouts
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {books.byDay.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="p-3 text-left font-normal text-stone-900">
                    {formatDate(`${d.day}T12:00:00Z`)}
                  </th>
                  <td className="p-3 text-right text-stone-900">{naira(d.refundedKobo)}</td>
                  <td className="p-3 text-right text-stone-900">{naira(d.paidOutKobo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}
