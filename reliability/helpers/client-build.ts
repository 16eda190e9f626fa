import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
/** The suite's own build of the client, so it never disturbs anyone else's dist/ folder. */
export const CLIENT_DIR = join(ROOT, 'dist', 'client-rel');

/** The newest modification time of any file under `dir`, in ms. */
function newest(dir: string): number {
  let latest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    latest = Math.max(latest, stat.isDirectory() ? newest(path) : stat.mtimeMs);
  }
  return latest;
}

/**
 * Builds the client (and its .br/.gz twins) into dist/client-rel and its server renderer into
 * dist/server-rel (the pages as production serves them), unless a build is there that is newer
 * than every file of client/ and shared/: the crawl must see what the code serves now.
 */
export function ensureClientBuild(): string {
  const index = join(CLIENT_DIR, 'index.html');
  const renderer = join(ROOT, 'dist', 'server-rel', 'entry-server.js');
  const sources = Math.max(newest(join(ROOT, 'client')), newest(join(ROOT, 'shared')));
  const fresh = (file: string) => existsSync(file) && statSync(file).mtimeMs > sources;
  if (fresh(index) && fresh(renderer)) return CLIENT_DIR;
  const steps = [
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      '../dist/client-rel',
      '--logLevel',
      'warn',
    ],
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--ssr',
      'entry-server.tsx',
      '--outDir',
      '../dist/server-rel',
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
