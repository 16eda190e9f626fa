import { z } from 'zod';
import { contract } from '../api/endpoint.ts';
import { tailorApplicationsApi } from '../api/tailor-applications.ts';
import { myApplication, reviewApplication } from './admin.ts';
import { idSchema, optionalText, requiredText } from './common.ts';
import {
  applicationLimits,
  businessDescriptionProblem,
  businessNameProblem,
  specialtyTooLongMessage,
  CHOOSE_STATE_MESSAGE,
  NIGERIAN_PHONE,
  PHONE_INVALID,
  PHONE_MAX,
  PHONE_REQUIRED,
  TOO_MANY_WORK_PHOTOS,
} from './tailor-application-rules.ts';
import { requiredMessage } from './text-rules.ts';
import { nigerianStates } from '../nigeria.ts';
import { photoUrlSchema } from './tailor-catalogue.ts';

/** Text checked by one of the shared rules, which gives at most one message. */
const checkedText = (label: string, problem: (text: string) => string | undefined) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .superRefine((text, ctx) => {
      const message = problem(text);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

export const createTailorApplicationSchema = z.object({
  /** Optional: the server acts for the signed-in shopper; when sent it must be theirs. */
  userId: idSchema.optional(),
  businessName: checkedText('Business name', businessNameProblem),
  businessDescription: checkedText('Business description', businessDescriptionProblem),
  /** The town (spec: location), bounded; the state beside it. */
  location: requiredText('Location', applicationLimits.town),
  /**
   * One of the 36 states or the FCT (issue 29). When absent the server takes the state the town
   * names ("Abeokuta" is Ogun), and refuses a town it cannot place.
   */
  state: z.enum(nigerianStates, { error: CHOOSE_STATE_MESSAGE }).optional(),
  phone: z
    .string({ error: PHONE_REQUIRED })
    .max(PHONE_MAX, 'Phone number is too long')
    .transform((v) => v.replace(/[\s()-]/g, ''))
    .refine((v) => v.length > 0, PHONE_REQUIRED)
    .refine((v) => v.length === 0 || NIGERIAN_PHONE.test(v), { message: PHONE_INVALID }),
  experience: z
    .union([z.number(), z.string().max(10)], { error: 'Years of experience must be a number' })
    .transform((v) => (typeof v === 'number' ? v : Number(v.trim() || NaN)))
    .pipe(
      z
        .number({ error: 'Years of experience must be a number' })
        .int('Years of experience must be a whole number')
        .min(0, 'Years of experience must be between 0 and 50')
        .max(50, 'Years of experience must be between 0 and 50'),
    ),
  specialties: z
    .array(
      z
        .string({ error: 'Each specialty must be text' })
        .trim()
        .min(1, 'A specialty cannot be empty')
        .max(applicationLimits.specialty, specialtyTooLongMessage),
      { error: 'Specialties must be a list' },
    )
    .min(1, 'Add at least one specialty')
    .max(applicationLimits.specialties, `Add at most ${applicationLimits.specialties} specialties`)
    .transform((list) => [...new Set(list)]),
  previousWork: optionalText('Previous work', 2000),
  businessLicense: optionalText('Business license', 100),
  /** Photos of previous work: the applicant's own uploads (checked by the server), at most 6. */
  previousWorkPhotos: z
    .array(photoUrlSchema, { error: 'Photos of previous work must be a list' })
    .max(applicationLimits.workPhotos, TOO_MANY_WORK_PHOTOS)
    .optional()
    .default([]),
});
export type CreateTailorApplication = z.input<typeof createTailorApplicationSchema>;

/** What the applicant is answered: the application as stored, none of the desk's bookkeeping. */
export const submittedApplication = reviewApplication.omit({
  applicantPhone: true,
  submittedSignedIn: true,
  tailorId: true,
});
export const myApplications = z.array(myApplication);

export const tailorApplicationsContract = contract(tailorApplicationsApi, {
  mine: {
    summary:
      "The signed-in applicant's applications and how their review went (401 when not signed in)",
    response: myApplications,
  },
  submit: {
    summary:
      'Applies to be a tailor on Telo (201; 200 with the stored one when sent again; 409 one pending)',
    body: createTailorApplicationSchema,
    response: submittedApplication,
  },
});
