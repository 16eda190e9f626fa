/**
 * The tailor workspace's catalogue and profile (issue 14): bodies and answers of the
 * /api/tailor/… routes for a tailor's own outfits (the spec's products), designs, fabrics, price
 * list and public profile. The rules are tailor-catalogue-rules.ts, which the browser's forms use
 * without zod. Server-owned fields (ids, tailorId, timestamps, ratings, counts, verification) are
 * not part of any body: unknown keys are dropped.
 */
import { z } from 'zod';
import { MAX_EVENT_ORDERS_PER_WEEK } from '../aso-ebi.ts';
import { contract, type Json } from '../api/endpoint.ts';
import { tailorCatalogueApi } from '../api/tailor-catalogue.ts';
import { categories, specialties } from '../catalog.ts';
import { nigerianStates } from '../nigeria.ts';
import { parseMediaUrl } from '../uploads.ts';
import {
  amountProblem,
  amountRules,
  catalogueTextLimits as limits,
  MAX_DESIGN_IMAGES,
  responseTimes,
  textProblem,
  type AmountRule,
} from './tailor-catalogue-rules.ts';
import { idParamsSchema, requiredText } from './common.ts';
import { productSchema } from './product.ts';
import { ownTailorSchema } from './tailor.ts';
import { requiredMessage } from './text-rules.ts';

const text = (label: string, range: readonly [number, number]) =>
  z
    .string({ error: range[0] > 0 ? requiredMessage(label) : `${label} must be text` })
    .trim()
    .superRefine((value, ctx) => {
      const message = textProblem(label, value, range);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** Optional text: absent, null or blank mean "not given" (stored as null). */
const optional = (label: string, range: readonly [number, number]) =>
  text(label, range)
    .nullish()
    .transform((v) => (v ? v : null));

const amount = (label: string, rule: AmountRule) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? requiredMessage(label) : `${label} must be a number`,
    })
    .superRefine((n, ctx) => {
      const message = amountProblem(label, n, rule);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

const category = z.enum(categories, { error: 'Choose a category from the list' });

/**
 * A photo's address as POST /api/uploads answers it (`/media/{id}-800.webp`); the server also
 * checks the upload belongs to the acting tailor.
 */
export const photoUrlSchema = z
  .string({ error: 'Photo must be a photo you uploaded' })
  .refine((url) => parseMediaUrl(url)?.width === 800, 'Photo must be a photo you uploaded');

export const tailorProductInputSchema = z.object({
  name: text('Name', limits.productName),
  description: text('Description', limits.productDescription),
  category,
  price: amount('Price', amountRules.price),
  imageUrl: z.string({ error: 'Add a photo of the outfit' }).pipe(photoUrlSchema),
});
export type TailorProductInput = z.input<typeof tailorProductInputSchema>;

export const tailorProductPatchSchema = tailorProductInputSchema
  .partial()
  .extend({ isAvailable: z.boolean({ error: 'Shown must be true or false' }).optional() });
export type TailorProductPatch = z.input<typeof tailorProductPatchSchema>;

export const tailorDesignInputSchema = z.object({
  name: text('Name', limits.designName),
  description: text('Description', limits.designDescription),
  category,
  images: z
    .array(photoUrlSchema, { error: 'Photos must be a list' })
    .max(MAX_DESIGN_IMAGES, `Add at most ${MAX_DESIGN_IMAGES} photos`)
    .optional(),
});
export const tailorDesignPatchSchema = tailorDesignInputSchema
  .partial()
  .extend({ isActive: z.boolean({ error: 'Active must be true or false' }).optional() });
export type TailorDesignInput = z.input<typeof tailorDesignInputSchema>;
export type TailorDesignPatch = z.input<typeof tailorDesignPatchSchema>;

export const tailorFabricInputSchema = z.object({
  name: text('Name', limits.fabricName),
  type: text('Type', limits.fabricType),
  color: text('Colour', limits.fabricColor),
  pattern: optional('Pattern', limits.fabricPattern),
  pricePerYard: amount('Price per yard', amountRules.pricePerYard),
  availableQuantity: amount('Quantity', amountRules.availableQuantity),
  description: optional('Description', limits.fabricDescription),
  origin: optional('Origin', limits.fabricOrigin),
  imageUrl: photoUrlSchema.nullish(),
});
export const tailorFabricPatchSchema = tailorFabricInputSchema
  .partial()
  .extend({ isActive: z.boolean({ error: 'Active must be true or false' }).optional() });
export type TailorFabricInput = z.input<typeof tailorFabricInputSchema>;
export type TailorFabricPatch = z.input<typeof tailorFabricPatchSchema>;

/** One line of the price list; the category is the address (PUT /api/tailor/pricing/{category}). */
export const tailorPricingInputSchema = z.object({
  basePrice: amount('Base price', amountRules.basePrice),
  /** Spec §9 defaults: multiplier 1.00, rush surcharge 0.00. */
  complexityMultiplier: amount('Complexity multiplier', amountRules.complexityMultiplier).default(
    1,
  ),
  rushOrderSurcharge: amount('Rush surcharge', amountRules.rushOrderSurcharge).default(0),
  estimatedDays: amount('Estimated days', amountRules.estimatedDays),
  description: optional('Description', limits.pricingDescription),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type TailorPricingInput = z.input<typeof tailorPricingInputSchema>;
export const pricingParamsSchema = z.object({ category });

export const tailorProfileInputSchema = z.object({
  bio: text('Bio', limits.bio),
  specialties: z
    .array(z.enum(specialties, { error: 'Choose specialties from the list' }), {
      error: 'Specialties must be a list',
    })
    .min(1, 'Choose at least one specialty')
    .transform((list) => [...new Set(list)]),
  /** Her town ("Abeokuta"), shown as her location; her state beside it (issue 29). */
  location: text('Town', limits.town),
  state: z.enum(nigerianStates, { error: 'Choose your state from the list' }),
  responseTime: z.enum(responseTimes, { error: 'Choose a response time from the list' }),
});
export type TailorProfileInput = z.input<typeof tailorProfileInputSchema>;

/**
 * Where shoppers collect pickup orders (issue 29): the workshop's address, phone and hours,
 * shown on a pickup order's page (never on the public profile).
 */
export const workshopInputSchema = z.object({
  address: requiredText('Workshop address', 200),
  phone: requiredText('Workshop phone', 20).regex(
    /^\+?[0-9][0-9 ()-]{6,18}$/,
    'Workshop phone may contain only digits, spaces, +, ( ) and -',
  ),
  hours: requiredText('Opening hours', 120),
});
export type WorkshopInput = z.input<typeof workshopInputSchema>;
export const workshopAnswer = z.object({
  address: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
});
export type WorkshopDetails = z.infer<typeof workshopAnswer>;

/**
 * How many aso-ebi event orders the tailor takes a week (issue 32 item 5, decision 054): a look
 * of hers added to an event takes this many guests per week until the sew-by date.
 */
export const eventCapacitySchema = z.object({
  eventOrdersPerWeek: z
    .number({ error: 'Enter how many event orders you take a week' })
    .int('Enter a whole number of orders')
    .min(1, 'Take at least 1 event order a week')
    .max(
      MAX_EVENT_ORDERS_PER_WEEK,
      `You can take at most ${MAX_EVENT_ORDERS_PER_WEEK} event orders a week`,
    ),
});
export type EventCapacity = z.infer<typeof eventCapacitySchema>;

/** Answers. */
/** The tailor's own outfit: as the catalogue has it, without the tailor (who is the reader). */
export const tailorProductAnswer = productSchema.omit({ tailor: true });
export type TailorProduct = Json<z.output<typeof tailorProductAnswer>>;
export const tailorProductsAnswer = z.array(tailorProductAnswer);

export const tailorDesignAnswer = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  images: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TailorDesign = Json<z.output<typeof tailorDesignAnswer>>;
export const tailorDesignsAnswer = z.array(tailorDesignAnswer);

export const tailorFabricAnswer = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  color: z.string(),
  pattern: z.string().nullable(),
  pricePerYard: z.number(),
  availableQuantity: z.number(),
  imageUrl: z.string().nullable(),
  description: z.string().nullable(),
  origin: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TailorFabric = Json<z.output<typeof tailorFabricAnswer>>;
export const tailorFabricsAnswer = z.array(tailorFabricAnswer);

export const tailorPricingAnswer = z.object({
  category: z.string(),
  basePrice: z.number(),
  complexityMultiplier: z.number(),
  rushOrderSurcharge: z.number(),
  estimatedDays: z.number().int(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: z.date(),
});
export type TailorPricing = Json<z.output<typeof tailorPricingAnswer>>;
export const tailorPricingListAnswer = z.array(tailorPricingAnswer);

/** The profile as /tailors/{id} shows it. */
export const tailorProfileAnswer = ownTailorSchema;

export const tailorCatalogueContract = contract(tailorCatalogueApi, {
  products: {
    summary: "The tailor's own outfits, hidden ones included, newest first",
    response: tailorProductsAnswer,
  },
  createProduct: {
    summary: 'Adds an outfit to the catalogue (201)',
    body: tailorProductInputSchema,
    response: tailorProductAnswer,
  },
  updateProduct: {
    summary: "Changes one of the tailor's outfits, or hides or shows it",
    params: idParamsSchema,
    body: tailorProductPatchSchema,
    response: tailorProductAnswer,
  },
  designs: { summary: "The tailor's designs, newest first", response: tailorDesignsAnswer },
  createDesign: {
    summary: 'Adds a design (201)',
    body: tailorDesignInputSchema,
    response: tailorDesignAnswer,
  },
  updateDesign: {
    summary: "Changes one of the tailor's designs",
    params: idParamsSchema,
    body: tailorDesignPatchSchema,
    response: tailorDesignAnswer,
  },
  fabrics: {
    summary: "The tailor's fabrics in stock, newest first",
    response: tailorFabricsAnswer,
  },
  createFabric: {
    summary: 'Adds a fabric (201)',
    body: tailorFabricInputSchema,
    response: tailorFabricAnswer,
  },
  updateFabric: {
    summary: "Changes one of the tailor's fabrics",
    params: idParamsSchema,
    body: tailorFabricPatchSchema,
    response: tailorFabricAnswer,
  },
  pricing: {
    summary: "The tailor's price list: one line per category priced",
    response: tailorPricingListAnswer,
  },
  savePricing: {
    summary: "Sets one category's line of the price list",
    params: pricingParamsSchema,
    body: tailorPricingInputSchema,
    response: tailorPricingAnswer,
  },
  saveProfile: {
    summary: "Saves the public profile's bio, specialties, location and response time",
    body: tailorProfileInputSchema,
    response: tailorProfileAnswer,
  },
  workshop: {
    summary: "The workshop's address, phone and hours, shown on pickup orders' pages",
    response: workshopAnswer,
  },
  saveWorkshop: {
    summary: "Saves the workshop's address, phone and hours (shown on pickup orders' pages)",
    body: workshopInputSchema,
    response: workshopAnswer,
  },
  eventCapacity: {
    summary: 'How many aso-ebi event orders the tailor takes a week',
    response: eventCapacitySchema,
  },
  saveEventCapacity: {
    summary:
      'Sets how many aso-ebi event orders the tailor takes a week (looks added to events after it use it)',
    body: eventCapacitySchema,
    response: eventCapacitySchema,
  },
});
