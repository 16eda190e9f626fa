import { z } from 'zod';

/** Ids are opaque text: UUIDs for new rows, readable ids such as `user1` for seeded ones. */
export const idSchema = z
  .string()
  .min(1, 'Id is required')
  .max(64, 'Id is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'Id may contain only letters, digits, "-" and "_"');

export const idParamsSchema = z.object({ id: idSchema });
export const userParamsSchema = z.object({ userId: idSchema });

/** A required line of text: trimmed, not empty, bounded. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: absent, null or blank all mean "not given". */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
