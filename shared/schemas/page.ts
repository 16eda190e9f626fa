import { z } from 'zod';

/**
 * The paged-panel kit's contract (the review desk's lists, the workspace's Finished orders):
 * `?page=&pageSize=` in, one page of items newest first with the list's total out. The client's
 * half is client/components/paged-panel.tsx.
 */
export const PAGE_SIZE_MAX = 50;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page must be at most 10000')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(PAGE_SIZE_MAX, `Page size must be at most ${PAGE_SIZE_MAX}`)
    .default(20),
});

/** One page of a list, newest first. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });
export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };
