import {
  MAX_MARGIN_BASIS_POINTS,
  payByProblem,
  type Distribution,
  type EventKind,
} from '../../../../shared/aso-ebi.ts';
import { formatNairaExact, fromKobo, toKobo } from '../../../../shared/money.ts';
import type { NigerianState } from '../../../../shared/nigeria.ts';
import type { CreateEventInput, OutfitChoice } from '../../../../shared/schemas/aso-ebi-host.ts';
import { NEED_HOST_ADDRESS } from '../../../../shared/schemas/aso-ebi-host-rules.ts';
import { requiredMessage } from '../../../../shared/schemas/text-rules.ts';

export type LookDraft = {
  outfit: OutfitChoice;
  fabricNote: string;
  /** Naira as typed; blank is ₦0. */
  margin: string;
  distribution: Distribution;
};

export type EventDraft = {
  name: string;
  kind: EventKind;
  eventDate: string;
  city: string;
  state: NigerianState;
  payBy: string;
  note: string;
  showGuestNames: boolean;
  looks: LookDraft[];
  hostAddress: { name: string; phone: string; street: string; city: string; state: NigerianState };
};

/** The most a host may add on an outfit (naira, whole kobo down). */
export const maxMargin = (price: number) =>
  fromKobo(Math.floor((toKobo(price) * MAX_MARGIN_BASIS_POINTS) / 10_000));

/** A look's margin in naira, or undefined when what was typed is not an amount. */
export function marginOf(look: LookDraft): number | undefined {
  const text = look.margin.trim().replace(/[₦,\s]/g, '');
  if (!text) return 0;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && Math.round(value * 100) === value * 100
    ? value
    : undefined;
}

/**
 * The form's own check before it sends (the server's rules, the server's words where it has
 * them): a message per field, keyed by the body's path as the server's issues are, or the body.
 */
export function checkEventDraft(
  draft: EventDraft,
  today: string,
): { errors: Record<string, string>; body?: CreateEventInput } {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors.name = requiredMessage('Event name');
  if (!draft.city.trim()) errors.city = requiredMessage('City');
  if (!draft.eventDate) errors.eventDate = requiredMessage('Event date');
  if (!draft.payBy) errors.payBy = requiredMessage('Pay-by date');
  if (draft.looks.length === 0) errors.looks = 'Add at least one look';
  draft.looks.forEach((look, i) => {
    if (!look.fabricNote.trim())
      errors[`looks.${i}.fabricNote`] = requiredMessage('Fabric colour or note');
    const margin = marginOf(look);
    if (margin === undefined) errors[`looks.${i}.margin`] = 'Margin must be an amount in naira';
    else if (margin > maxMargin(look.outfit.price)) {
      errors[`looks.${i}.margin`] =
        `Your margin may be at most ${formatNairaExact(maxMargin(look.outfit.price))}.`;
    }
  });
  if (draft.eventDate && draft.payBy && draft.looks.length > 0) {
    const problem = payByProblem(
      draft.payBy,
      draft.eventDate,
      draft.looks.map((l) => l.outfit.makingDays),
      today,
    );
    if (problem) errors.payBy = problem;
  }
  const toHost = draft.looks.some((l) => l.distribution === 'host');
  if (toHost) {
    for (const key of ['name', 'phone', 'street', 'city'] as const) {
      if (!draft.hostAddress[key].trim()) errors[`hostAddress.${key}`] = NEED_HOST_ADDRESS;
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      name: draft.name,
      kind: draft.kind,
      eventDate: draft.eventDate,
      city: draft.city,
      state: draft.state,
      payBy: draft.payBy,
      note: draft.note || null,
      showGuestNames: draft.showGuestNames,
      hostAddress: toHost ? draft.hostAddress : null,
      looks: draft.looks.map((l) => ({
        productId: l.outfit.productId,
        fabricNote: l.fabricNote,
        margin: marginOf(l) ?? 0,
        distribution: l.distribution,
      })),
    },
  };
}
