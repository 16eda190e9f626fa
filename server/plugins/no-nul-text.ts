import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors.ts';

const NUL = '\u0000';

/**
 * PostgreSQL text cannot hold the NUL character: a string carrying one would fail at the
 * database as a 500. JSON and query strings can carry it, so every request is checked before
 * validation and answered 400 naming the field, whatever the route and its schema. Binary bodies
 * (photos) are bytes, not text, and are left alone.
 */
export function registerNulTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const inQuery = findNul(request.query);
    if (inQuery) throw nulError('Invalid querystring', inQuery);
    const inBody = findNul(request.body);
    if (inBody) throw nulError('Invalid request body', inBody);
  });
}

function nulError(message: string, path: string) {
  return new BadRequestError(message, [
    { path, message: 'Text may not contain the NUL character' },
  ]);
}

type Visit = { value: unknown; key: string | number | null; parent: Visit | null };

/**
 * The dotted path of the first string (or key) holding NUL, or null. Iterative and linking each
 * step to its parent, so a deeply nested body costs linear time and no call stack.
 */
function findNul(root: unknown): string | null {
  const pending: Visit[] = [{ value: root, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(visit);
    } else if (ArrayBuffer.isView(value)) {
      // A photo's bytes (uploads, the webhook's raw body) are not text: walking a 5 MB Buffer
      // entry by entry put five million visits on the heap and ended the process (issue 27).
      continue;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => pending.push({ value: item, key: i, parent: visit }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const child = { value: item, key, parent: visit };
        if (key.includes(NUL)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return null;
}

function pathOf(visit: Visit): string {
  const keys: (string | number)[] = [];
  for (let v: Visit | null = visit; v?.key != null; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.').replaceAll(NUL, '\\u0000');
}
