/**
 * The bench's copy of the built client: dist/client plus floor.html, a 1 KB page with no
 * JavaScript, the fastest first view this server can give (Lighthouse's "floor" anchor). The page
 * exists only in the bench's temporary copy, so nothing bench-only ships in the product.
 */
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const FLOOR_PATH = '/floor.html';

const floorHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Telo: made-to-measure outfits from Nigeria's master tailors</title>
<meta name="description" content="Order agbada, senator, lace and aso-oke made to your own measurements by verified master tailors in Lagos, Abuja, Port Harcourt, Kano and Ibadan.">
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1917;background:#fffbf5}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}a{color:#9a3412}</style>
</head>
<body>
<main>
<h1>Made-to-measure outfits from Nigeria's master tailors</h1>
<p>Choose an agbada, a senator suit, a lace gown or an aso-oke set, send your measurements once, and a verified tailor in Lagos, Abuja, Port Harcourt, Kano or Ibadan makes it to fit you.</p>
<p><a href="/products">Browse outfits</a> · <a href="/tailors">Meet the tailors</a></p>
</main>
</body>
</html>
`;

/**
 * Copies the build (`dist/client`) to `clientDir` with the floor page (and its .br/.gz, like the
 * build), and the server renderer (`dist/server`) beside it as the server expects
 * (`dist/client-x` → `dist/server-x`). Both stay inside the project, so the renderer still finds
 * its packages in node_modules. Returns a function that removes both copies.
 */
export function prepareClient(buildDir: string, clientDir: string): () => void {
  const rendererCopy = join(dirname(clientDir), basename(clientDir).replace(/^client/, 'server'));
  const remove = () => {
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(rendererCopy, { recursive: true, force: true });
  };
  remove();
  cpSync(buildDir, clientDir, { recursive: true });
  const renderer = join(dirname(buildDir), 'server');
  if (existsSync(renderer)) cpSync(renderer, rendererCopy, { recursive: true });
  const file = join(clientDir, FLOOR_PATH);
  const bytes = Buffer.from(floorHtml);
  writeFileSync(file, bytes);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  return remove;
}

export const floorBytes = Buffer.byteLength(floorHtml);
