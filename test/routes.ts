import type { FastifyInstance } from 'fastify';

/**
 * Every route the app has, read from its router so a new one cannot be missed (HEAD aside).
 * printRoutes draws a tree, four characters a level; a segment such as `/:id|:tailorId` names
 * one parameter two ways (two routes share it), and the first name is kept.
 */
export function routesOf(app: FastifyInstance): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    segments.length = match[1]!.length / 4;
    segments.push(match[2]!.replace(/(:\w+)(\|:\w+)+/g, '$1'));
    const path = segments.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') found.push({ method, path });
    }
  }
  return found;
}
