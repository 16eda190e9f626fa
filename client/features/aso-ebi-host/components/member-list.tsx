import { memberStageLabels } from '../../../../shared/aso-ebi.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { formatNaira } from '../../../../shared/money.ts';
import type { BoardMember } from '../../../../shared/schemas/aso-ebi-host.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useMarkCollected } from '../api/mark-collected.ts';

const toneOf = (stage: BoardMember['stage']) =>
  stage === 'left' || stage === 'dropped'
    ? 'red'
    : stage === 'invited' || stage === 'joined' || stage === 'measured'
      ? 'neutral'
      : stage === 'delivered' || stage === 'collected'
        ? 'brand'
        : 'gold';

/**
 * Every member, one card each (readable at 360 px): name, phone, look, size note, stage, and for
 * an outfit delivered to the host, the tick that says it was handed over.
 */
export function MemberList({ eventId, members }: { eventId: string; members: BoardMember[] }) {
  const collect = useMarkCollected(eventId);
  if (members.length === 0) {
    return (
      <p className="rounded-md bg-stone-50 p-4 text-sm text-stone-700">
        No one yet. Share the event&apos;s link or invite guests by phone.
      </p>
    );
  }
  return (
    <ul aria-label="Members" className="space-y-2">
      {members.map((m) => {
        const name = m.name || 'Invited guest';
        return (
          <li key={m.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-stone-900">{name}</p>
              <Badge tone={toneOf(m.stage)}>{memberStageLabels[m.stage]}</Badge>
            </div>
            {m.phone && (
              <a href={`tel:${m.phone}`} className="inline-flex min-h-11 items-center underline">
                {m.phone}
              </a>
            )}
            {m.lookName && <p className="text-stone-700">{m.lookName}</p>}
            {m.sizeNote && <p className="text-stone-600">Size note: {m.sizeNote}</p>}
            {m.amount !== null && <p className="text-stone-600">Order {formatNaira(m.amount)}</p>}
            {m.collectedAt && (
              <p className="text-stone-600">Collected {formatDate(m.collectedAt)}</p>
            )}
            {m.canCollect && (
              <Button
                variant="outline"
                className="mt-2"
                disabled={collect.isPending}
                onClick={() =>
                  collect.mutate(m.id, {
                    onSuccess: () => notifySuccess('Collected', `${name} has her outfit`),
                    onError: () => notifyError('Error', 'The tick could not be saved'),
                  })
                }
              >
                Mark collected
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
