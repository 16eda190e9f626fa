import { z } from 'zod';
import { requiredMessage, tooLongMessage } from './text-rules.ts';

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
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, tooLongMessage(label, max));

/** Optional text: absent, null or blank all mean "not given". */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

/** A step that takes nothing but its path (cancel, done): `{}` or no body. */
export const emptyBodySchema = z.object({}).optional();

/** An answer without a body: a 204, a redirect. */
export const noContent = z.null();
