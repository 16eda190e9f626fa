import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionCommand } from './production-command.ts';

function packageWithServe(serve: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'telo-serve-')), 'package.json');
  writeFileSync(file, JSON.stringify({ scripts: { serve } }));
  return file;
}

describe('productionCommand', () => {
  it("reads the serve script's environment and Node flags", () => {
    const file = packageWithServe('A_B=2 C=x node --max-semi-space-size=2 --foo server/main.ts');
    expect(productionCommand(file)).toEqual({
      nodeArgs: ['--max-semi-space-size=2', '--foo', 'server/main.ts'],
      env: { A_B: '2', C: 'x' },
    });
  });

  it('reads a plain command', () => {
    expect(productionCommand(packageWithServe('node server/main.ts'))).toEqual({
      nodeArgs: ['server/main.ts'],
      env: {},
    });
  });

  it('refuses a serve script it cannot read, rather than measure another server', () => {
    expect(() => productionCommand(packageWithServe('tsx server/main.ts'))).toThrow(/serve script/);
  });

  it("understands the project's own serve script", () => {
    expect(productionCommand().nodeArgs.at(-1)).toBe('server/main.ts');
  });
});
