import { emptyDraft, type ApplicationDraft } from './application-draft.ts';

/** Steps a draft can be left on; the confirmation (4) is never kept. */
export type DraftStep = 1 | 2 | 3;
export type SavedDraft = { step: DraftStep; draft: ApplicationDraft };

const KEY = 'telo:become-tailor-draft';

/**
 * The application in progress, kept in this browser until it is submitted, so a reload or a
 * return visit finds it where it was left. Storage can be missing or refuse (private modes,
 * a full quota): the wizard then simply works without it.
 */
export function readSavedDraft(): SavedDraft | undefined {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw === null ? undefined : parseSavedDraft(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function saveDraft(saved: SavedDraft) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Not kept: the form still works for this visit.
  }
}

export function clearSavedDraft() {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear where storage is unavailable.
  }
}

/** Only what this version of the form could have written: anything else is dropped. */
export function parseSavedDraft(value: unknown): SavedDraft | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { step, draft } = value as { step?: unknown; draft?: unknown };
  if (step !== 1 && step !== 2 && step !== 3) return undefined;
  if (typeof draft !== 'object' || draft === null) return undefined;
  const fields = draft as Record<string, unknown>;
  const restored: ApplicationDraft = { ...emptyDraft };
  for (const key of Object.keys(emptyDraft) as (keyof ApplicationDraft)[]) {
    const field = fields[key];
    if (key === 'specialties' || key === 'previousWorkPhotos') {
      if (Array.isArray(field) && field.every((s) => typeof s === 'string')) restored[key] = field;
    } else if (typeof field === 'string') {
      restored[key] = field;
    }
  }
  return { step, draft: restored };
}
