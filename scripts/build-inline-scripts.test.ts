import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BOOT_SCRIPT,
  BOOT_SCRIPT_SHA256,
  SIGNED_IN_HINT_SCRIPT,
  SIGNED_IN_HINT_SCRIPT_SHA256,
} from '../server/ssr/inline/inline-scripts.generated.ts';
import { GENERATED, generateInlineScripts, sha256 } from './build-inline-scripts.ts';

describe('the inline scripts (decision 047)', () => {
  it('are committed as their TypeScript sources compile today', async () => {
    // Stale after an edit of server/ssr/inline/*.ts: run node scripts/build-inline-scripts.ts.
    expect(readFileSync(GENERATED, 'utf8')).toBe(await generateInlineScripts());
  });

  it('carry the hashes of their own text, which the CSP allows', () => {
    expect(sha256(BOOT_SCRIPT)).toBe(BOOT_SCRIPT_SHA256);
    expect(sha256(SIGNED_IN_HINT_SCRIPT)).toBe(SIGNED_IN_HINT_SCRIPT_SHA256);
  });

  it('leave no global behind and hold no comment', () => {
    for (const script of [BOOT_SCRIPT, SIGNED_IN_HINT_SCRIPT]) {
      expect(script).toMatch(/^\(\(\)=>\{.*\}\)\(\);$/s);
      expect(script).not.toMatch(/\/\/|\/\*/);
    }
  });
});
