import { z } from 'zod';
import { contract } from '../api/endpoint.ts';
import { shopApi } from '../api/shop.ts';

/** Telo's own channels, each a link only when configured (a live shop shows no placeholder). */
export const shopLinks = z.object({
  whatsapp: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  x: z.string().nullable(),
});

/** What the catalogue holds, counted: a live shop's claims are these, never a slogan. */
export const shopFacts = z.object({
  tailors: z.number().int(),
  completedOrders: z.number().int(),
  /** Over every review (each tailor's rating weighted by her reviews); null before the first. */
  averageRating: z.number().nullable(),
  specialties: z.number().int(),
});

export const shopAnswer = z.object({
  /** The spec's demo (its words and placeholders) or the live marketplace. */
  demo: z.boolean(),
  links: shopLinks,
  facts: shopFacts,
});
export type Shop = z.infer<typeof shopAnswer>;
export type ShopLinks = z.infer<typeof shopLinks>;
export type ShopFacts = z.infer<typeof shopFacts>;

export const shopContract = contract(shopApi, {
  about: {
    summary:
      "The shop's mode, its configured channels and its figures (tailors, completed orders, average rating, specialties)",
    response: shopAnswer,
  },
});
