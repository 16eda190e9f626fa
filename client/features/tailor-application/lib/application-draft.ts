import {
  applicationLimits,
  businessDescriptionProblem,
  businessNameProblem,
} from '../../../../shared/schemas/tailor-application-rules.ts';
import type { CreateTailorApplication } from '../../../../shared/schemas/tailor-application.ts';

/** Everything the wizard collects, as typed. Experience stays text until it is sent. */
export type ApplicationDraft = {
  businessName: string;
  location: string;
  phone: string;
  businessDescription: string;
  experience: string;
  specialties: string[];
  previousWork: string;
  businessLicense: string;
};
export type DraftField = keyof ApplicationDraft;

export const emptyDraft: ApplicationDraft = {
  businessName: '',
  location: '',
  phone: '',
  businessDescription: '',
  experience: '',
  specialties: [],
  previousWork: '',
  businessLicense: '',
};

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
    location: draft.location,
    phone: draft.phone,
    businessDescription: draft.businessDescription,
    experience: parseExperience(draft.experience),
    specialties: draft.specialties,
    previousWork: draft.previousWork,
    businessLicense: draft.businessLicense,
  };
}

/** Which step of the wizard holds each field, to send the shopper back to fix a refused one. */
export const fieldStep: Record<DraftField, 1 | 2> = {
  businessName: 1,
  location: 1,
  phone: 1,
  businessDescription: 1,
  experience: 2,
  specialties: 2,
  previousWork: 2,
  businessLicense: 2,
};

export function isDraftField(path: string): path is DraftField {
  return Object.hasOwn(fieldStep, path);
}

/**
 * What the wizard checks on Submit before sending, with the server's own rules and messages
 * (shared/schemas/tailor-application-rules.ts); the server checks everything again.
 */
export function draftProblems(draft: ApplicationDraft): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  const name = businessNameProblem(draft.businessName);
  if (name) problems.businessName = name;
  const description = businessDescriptionProblem(draft.businessDescription);
  if (description) problems.businessDescription = description;
  if (draft.specialties.length === 0) problems.specialties = 'Add at least one specialty';
  return problems;
}
