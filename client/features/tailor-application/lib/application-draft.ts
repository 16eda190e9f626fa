import { isNigerianState } from '../../../../shared/nigeria.ts';
import {
  applicationLimits,
  businessDescriptionProblem,
  businessNameProblem,
  CHOOSE_STATE_MESSAGE,
  phoneProblem,
  townProblem,
} from '../../../../shared/schemas/tailor-application-rules.ts';
import type { CreateTailorApplication } from '../../../../shared/schemas/tailor-application.ts';

/** Everything the wizard collects, as typed. Experience stays text until it is sent. */
export type ApplicationDraft = {
  businessName: string;
  /** One of the 36 states or the FCT, or '' until chosen (issue 29). */
  state: string;
  /** The town (the spec's location). */
  location: string;
  phone: string;
  businessDescription: string;
  experience: string;
  specialties: string[];
  previousWork: string;
  businessLicense: string;
  /** Photos of previous work: URLs POST /api/uploads answered, at most 6. */
  previousWorkPhotos: string[];
};
export type DraftField = keyof ApplicationDraft;

export const emptyDraft: ApplicationDraft = {
  businessName: '',
  state: '',
  location: '',
  phone: '',
  businessDescription: '',
  experience: '',
  specialties: [],
  previousWork: '',
  businessLicense: '',
  previousWorkPhotos: [],
};

export const MAX_WORK_PHOTOS = applicationLimits.workPhotos;
export const MAX_EXPERIENCE_YEARS = 50;
export const MAX_SPECIALTIES = applicationLimits.specialties;
export const MAX_SPECIALTY_LENGTH = applicationLimits.specialty;

/** Years of experience as a whole number; anything that is not a number counts as 0 (spec §5). */
export function parseExperience(raw: string): number {
  const n = Number(raw.trim());
  return raw.trim() === '' || !Number.isFinite(n) ? 0 : Math.trunc(n);
}

export function isExperienceInRange(years: number): boolean {
  return years >= 0 && years <= MAX_EXPERIENCE_YEARS;
}

/**
 * The list with one more specialty: trimmed, and unchanged when the text is empty, already in the
 * list (ignoring case: "agbada" and "Agbada" are the same craft) or the list is full.
 */
export function addSpecialty(list: readonly string[], raw: string): string[] {
  const specialty = raw.trim();
  const lower = specialty.toLowerCase();
  if (!specialty || list.length >= MAX_SPECIALTIES || list.some((s) => s.toLowerCase() === lower))
    return [...list];
  return [...list, specialty];
}

/** The body of POST /api/tailor-applications: business fields and specialties, no helper input. */
export function toApplicationPayload(
  userId: string | null | undefined,
  draft: ApplicationDraft,
): CreateTailorApplication {
  return {
    // Without an id the server files it for the session's user (issue 12).
    ...(typeof userId === 'string' ? { userId } : {}),
    businessName: draft.businessName,
    // A state not chosen is left out: the server names the problem (or takes the town's).
    ...(isNigerianState(draft.state) ? { state: draft.state } : {}),
    location: draft.location,
    phone: draft.phone,
    businessDescription: draft.businessDescription,
    experience: parseExperience(draft.experience),
    specialties: draft.specialties,
    previousWork: draft.previousWork,
    businessLicense: draft.businessLicense,
    previousWorkPhotos: draft.previousWorkPhotos,
  };
}

/** Which step of the wizard holds each field, to send the shopper back to fix a refused one. */
export const fieldStep: Record<DraftField, 1 | 2> = {
  businessName: 1,
  state: 1,
  location: 1,
  phone: 1,
  businessDescription: 1,
  experience: 2,
  specialties: 2,
  previousWork: 2,
  businessLicense: 2,
  previousWorkPhotos: 2,
};

export function isDraftField(path: string): path is DraftField {
  return Object.hasOwn(fieldStep, path);
}

/**
 * Every problem of the draft, with the server's own rules and messages
 * (shared/schemas/tailor-application-rules.ts): the review step lists them all before Submit
 * (Next is never gated, spec §2), and Submit sends nothing while one is left. The server checks
 * everything again.
 */
export function draftProblems(draft: ApplicationDraft): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  const name = businessNameProblem(draft.businessName);
  if (name) problems.businessName = name;
  if (!isNigerianState(draft.state)) problems.state = CHOOSE_STATE_MESSAGE;
  const town = townProblem(draft.location);
  if (town) problems.location = town;
  const phone = phoneProblem(draft.phone);
  if (phone) problems.phone = phone;
  const description = businessDescriptionProblem(draft.businessDescription);
  if (description) problems.businessDescription = description;
  if (!isExperienceInRange(parseExperience(draft.experience)))
    problems.experience = `Years of experience must be between 0 and ${MAX_EXPERIENCE_YEARS}`;
  if (draft.specialties.length === 0) problems.specialties = 'Add at least one specialty';
  if (draft.previousWorkPhotos.length > MAX_WORK_PHOTOS)
    problems.previousWorkPhotos = `Add at most ${MAX_WORK_PHOTOS} photos of previous work`;
  return problems;
}
