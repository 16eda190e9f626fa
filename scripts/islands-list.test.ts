import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EAGER_ISLAND_MODULES, islandModules, islandsNamedIn } from '../shared/islands.ts';

describe('the islands list', () => {
  it('finds the islands a module makes, and only known ones', () => {
    expect(
      islandsNamedIn(
        "const A = island('header', Header);\nconst B = island(\n  'order-custom', X);\nisland('nope', Y);",
      ),
    ).toEqual(['header', 'order-custom']);
  });

  it('is what the browser loads: every island from the module it names, and nothing else', () => {
    const registry = readFileSync(
      new URL('../client/islands/registry.ts', import.meta.url),
      'utf8',
    );
    const loaded = [...registry.matchAll(/'?([a-z-]+)'?: \(\) =>\s*import\('\.\.\/([^']+)'\)/g)];
    expect(Object.fromEntries(loaded.map((m) => [m[1], m[2]]))).toEqual(
      Object.fromEntries(Object.entries(islandModules).map(([name, i]) => [name, i.module])),
    );
  });

  it('hydrates the header, the toaster and the page weight at once', () => {
    expect(EAGER_ISLAND_MODULES).toEqual([
      'app/layout/header.tsx',
      'components/layout/toaster.tsx',
      'components/layout/page-weight.tsx',
    ]);
  });
});
