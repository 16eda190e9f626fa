import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
/** The suite's own build of the client, so it never disturbs anyone else's dist/ folder. */
export const CLIENT_DIR = join(ROOT, 'dist', 'client-rel');

/** Builds the client (and its .br/.gz twins) into dist/client-rel unless a build is there. */
export function ensureClientBuild(): string {
  if (existsSync(join(CLIENT_DIR, 'index.html'))) return CLIENT_DIR;
  const steps = [
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      '../dist/client-rel',
      '--logLevel',
      'warn',
    ],
    ['scripts/compress-assets.ts', 'dist/client-rel'],
  ];
  for (const args of steps) {
    const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
    if (run.status !== 0)
      throw new Error(`${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  }
  return CLIENT_DIR;
}

/** Every file of the build, as a URL path. */
export function staticPaths(dir: string): string[] {
  const paths: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else paths.push(`/${relative(dir, path).split('\\').join('/')}`);
    }
  };
  walk(dir);
  return paths.filter((p) => !p.startsWith('/.vite/'));
}
