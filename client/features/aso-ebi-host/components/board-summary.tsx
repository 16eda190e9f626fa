import { MEMBER_STAGES, memberStageLabels } from '../../../../shared/aso-ebi.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { formatNaira } from '../../../../shared/money.ts';
import type { EventBoard } from '../../../../shared/schemas/aso-ebi-host.ts';
import { Card } from '../../../components/ui/card.tsx';

/** The board's head: money collected and owed, the dates, and how many members are at each stage. */
export function BoardSummary({ board }: { board: EventBoard }) {
  const { event, totals, counts } = board;
  return (
    <Card className="space-y-4 p-4">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-stone-600">Collected</dt>
          <dd className="text-xl font-bold text-brand-900">{formatNaira(totals.collected)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Owed</dt>
          <dd className="text-xl font-bold text-stone-900">{formatNaira(totals.owed)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Guests pay by</dt>
          <dd className="font-semibold">{formatDate(event.payBy)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Outfits sewn by</dt>
          <dd className="font-semibold">{formatDate(event.sewBy)}</dd>
        </div>
      </dl>
      <ul aria-label="Members by stage" className="flex flex-wrap gap-2">
        {MEMBER_STAGES.filter(
          (s) => counts[s] > 0 || ['invited', 'joined', 'paid'].includes(s),
        ).map((stage) => (
          <li key={stage} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800">
            {memberStageLabels[stage]}: <strong>{counts[stage]}</strong>
          </li>
        ))}
      </ul>
    </Card>
  );
}
