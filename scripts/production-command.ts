/**
 * How production starts the server, read from package.json's `serve` script (which `npm start`
 * runs after the build), so the bench measures the server with the same Node flags and
 * environment and the two cannot drift apart: `NAME=value … node --flag … server/main.ts`.
 */
import { readFileSync } from 'node:fs';

export type ProductionCommand = { nodeArgs: string[]; env: Record<string, string> };

export function productionCommand(packageJson = 'package.json'): ProductionCommand {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    scripts: Record<string, string>;
  };
  const serve = scripts.serve ?? '';
  const match = /^((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)server\/main\.ts$/.exec(serve);
  if (!match)
    throw new Error(
      `package.json's serve script is not "ENV=… node --flags server/main.ts": ${serve}`,
    );
  const env = Object.fromEntries(
    match[1]!
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  return { nodeArgs: [...match[2]!.trim().split(' ').filter(Boolean), 'server/main.ts'], env };
}
