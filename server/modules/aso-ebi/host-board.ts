import {
  DEFAULT_MAKING_DAYS,
  MEMBER_STAGES,
  memberStage,
  memberStageLabels,
  reminderDates,
  type MemberStage,
} from '../../../shared/aso-ebi.ts';
import { formatDateTime } from '../../../shared/dates.ts';
import { fromKobo, toKobo } from '../../../shared/money.ts';
import type { EventBoard, HostEvent } from '../../../shared/schemas/aso-ebi-host.ts';
import type { Db } from '../../db/client.ts';
import type { AsoEbiEventRow } from '../../db/schema/index.ts';
import { eventPath } from '../../texts/events.ts';
import * as repo from './host.repository.ts';

/** The host's view of her event and its looks (naira in, as every answer). */
export function toHostEvent(event: AsoEbiEventRow, looks: repo.LookWithNames[]) {
  return {
    id: event.id,
    name: event.name,
    kind: event.kind,
    eventDate: event.eventDate,
    city: event.city,
    state: event.state,
    payBy: event.payBy,
    sewBy: event.sewBy,
    note: event.note,
    showGuestNames: event.showGuestNames,
    hostAddress: event.hostAddress,
    status: event.status,
    path: eventPath(event.id),
    looks: looks.map(({ look, ...names }) => ({
      id: look.id,
      productId: look.productId,
      productName: names.productName,
      imageUrl: names.imageUrl,
      category: names.category,
      tailor: { id: look.tailorId, businessName: names.businessName, location: names.location },
      fabricNote: look.fabricNote,
      outfitPrice: fromKobo(look.outfitKobo),
      margin: fromKobo(look.marginKobo),
      price: fromKobo(look.outfitKobo + look.marginKobo),
      distribution: look.distribution,
      capacity: look.capacity,
      taken: names.taken,
      makingDays: names.estimatedDays ?? DEFAULT_MAKING_DAYS,
    })),
    createdAt: event.createdAt,
  };
}

/**
 * The board: every member's stage (shared/aso-ebi.ts memberStage, from her row and her order),
 * the money collected (paid orders' totals) and owed (joined, unpaid: her look's price), the
 * count per stage and the reminder schedule with how many were texted at each step.
 */
export async function hostBoard(db: Db, event: AsoEbiEventRow, limit: number) {
  const [looks, members, sent] = await Promise.all([
    repo.findLooks(db, event.id),
    repo.findMembers(db, event.id, limit),
    repo.reminderCounts(db, event.id),
  ]);
  const lookById = new Map(looks.map((l) => [l.look.id, l]));
  const counts = Object.fromEntries(MEMBER_STAGES.map((s) => [s, 0])) as Record<
    MemberStage,
    number
  >;
  let collectedKobo = 0;
  let owedKobo = 0;
  const rows = members.map(({ member, userName, userPhone, order }) => {
    const look = member.lookId ? lookById.get(member.lookId) : undefined;
    const paid = order?.paymentState === 'paid';
    const stage = memberStage({
      state: member.state,
      measured: member.measuredAt !== null,
      collected: member.collectedAt !== null,
      order: order ? { paid, stage: order.stage } : null,
    });
    counts[stage] += 1;
    if (paid && member.state === 'joined') collectedKobo += toKobo(order.totalAmount);
    else if (member.state === 'joined' && look) {
      owedKobo += look.look.outfitKobo + look.look.marginKobo;
    }
    return {
      id: member.id,
      name: member.name || userName || '',
      phone: member.phone ?? userPhone ?? null,
      lookId: member.lookId,
      lookName: look ? `${look.productName} (${look.look.fabricNote})` : null,
      sizeNote: member.sizeNote,
      stage,
      amount: order ? order.totalAmount : null,
      canCollect:
        look?.look.distribution === 'host' &&
        member.state === 'joined' &&
        paid &&
        order.stage === 'delivered' &&
        member.collectedAt === null,
      collectedAt: member.collectedAt,
    };
  });
  const sentByStep = new Map(sent.map((s) => [s.step, s.sent]));
  return {
    event: toHostEvent(event, looks),
    members: rows,
    counts,
    totals: { collected: fromKobo(collectedKobo), owed: fromKobo(owedKobo) },
    reminders: reminderDates(event.payBy).map((r) => ({ ...r, sent: sentByStep.get(r.step) ?? 0 })),
  };
}

/**
 * A spreadsheet cell: quoted when it holds a comma, quote or line break, and a cell a
 * spreadsheet would run as a formula (= + - @, tab, carriage return) is made text with a '.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The board as CSV, one line per member (Excel reads the BOM as UTF-8: ₦, names with accents). */
export function boardCsv(
  board: Pick<EventBoard, 'members'> | Awaited<ReturnType<typeof hostBoard>>,
) {
  const header = ['Name', 'Phone', 'Look', 'Size note', 'Stage', 'Amount (NGN)', 'Collected'];
  const lines = board.members.map((m) =>
    [
      m.name,
      m.phone,
      m.lookName,
      m.sizeNote,
      memberStageLabels[m.stage],
      m.amount,
      m.collectedAt ? formatDateTime(new Date(m.collectedAt).toISOString()) : '',
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

export type { HostEvent };
