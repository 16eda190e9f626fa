/**
 * The server's entry: `node server/main.ts`. Two things must happen before any other module
 * loads, so the server itself starts in start.ts, imported at the end (decision 011):
 *
 * - Node's compile cache keeps the compiled (and type-stripped) code of our modules on disk, so
 *   a warm start does not compile and strip every file again.
 * - drizzle-orm's package.json lists some 3,000 exports (179 kB). Node 24 reads that package scope
 *   again for every one of its ~100 files to learn their format, which cost 1.5–3 s and 170 MB of
 *   heap at each start (measured: 2.0 s / 189 MB heap for `import('drizzle-orm')` alone against
 *   0.2 s / 17 MB with this hook). Its files are all ES modules (`"type": "module"`), so a
 *   relative import inside the package is resolved here without asking.
 * - It also parses that exports map again for every one of our modules that imports
 *   `drizzle-orm` or `drizzle-orm/pg-core` by name (5.5–6 ms each, 117 modules): each such name
 *   is resolved once and the answer reused for the rest of our code.
 */
import { enableCompileCache, registerHooks } from 'node:module';

enableCompileCache();

const DRIZZLE = '/node_modules/drizzle-orm/';

/** Where `drizzle-orm…` leads from our own modules, by name and conditions (import or require). */
const drizzleEntries = new Map<string, { url: string; format?: string | null }>();

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    const drizzleName = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
    if (drizzleName && parent && !parent.includes('/node_modules/')) {
      const key = `${specifier} ${context.conditions.join(',')}`;
      let entry = drizzleEntries.get(key);
      if (!entry) drizzleEntries.set(key, (entry = nextResolve(specifier, context)));
      return { ...entry, shortCircuit: true };
    }
    if (
      parent?.includes(DRIZZLE) &&
      specifier.startsWith('.') &&
      specifier.endsWith('.js') &&
      !parent.slice(parent.lastIndexOf(DRIZZLE) + DRIZZLE.length).includes('/node_modules/')
    ) {
      return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});

await import('./start.ts');
