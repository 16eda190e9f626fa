/**
 * Generates the catalog and hero artwork (`npm run images`), and the favicon's PNG. Everything is
 * drawn procedurally as SVG in scripts/images/*, so the images are original, need no downloads or
 * fonts, and a rerun reproduces byte-identical files (seeded RNG, fixed sharp settings). URLs
 * follow the convention documented in shared/images.ts.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { categories } from '../shared/catalog.ts';
import { categorySlug, PRODUCT_VARIANTS } from '../shared/images.ts';
import { productArt } from './images/catalog-art.ts';
import { heroScenes } from './images/hero.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'client/public');
const outDir = path.join(publicDir, 'images');
/**
 * The favicon is drawn in favicon.svg and sent as a PNG: Chromium opens an SVG favicon as a
 * document of its own on the page's main thread (20 ms per page load in a trace on a slow
 * machine, during the load), a PNG is only decoded.
 */
const FAVICON_SIZE = 64;
const PRODUCT_WIDTHS = [400, 800];
const HERO_WIDTHS = [640, 1024, 1600];
/** Heroes are the largest paint on slow 3G phones, so each width has a hard byte budget. */
const heroBudget = (w: number) => (w <= 640 ? 30_000 : 60_000);
const TOTAL_BUDGET = 6 * 1024 * 1024;

function toWebp(svg: string, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
}

/** Highest quality (from 72 down) that fits the budget; flat illustrations rarely need to go far. */
async function fitWebp(svg: string, budget: number): Promise<{ buf: Buffer; quality: number }> {
  for (let quality = 72; quality >= 30; quality -= 6) {
    const buf = await toWebp(svg, quality);
    if (buf.length <= budget) return { buf, quality };
  }
  throw new Error(`cannot fit image into ${budget} bytes`);
}

async function dirBytes(dir: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = await dirBytes(p);
      count += sub.count;
      bytes += sub.bytes;
    } else {
      count++;
      bytes += (await stat(p)).size;
    }
  }
  return { count, bytes };
}

async function main() {
  // Only our two output folders are cleared, so a renamed variant cannot leave a stale file behind.
  for (const sub of ['products', 'hero']) {
    await rm(path.join(outDir, sub), { recursive: true, force: true });
    await mkdir(path.join(outDir, sub), { recursive: true });
  }

  const jobs: Promise<void>[] = [];
  for (const category of categories) {
    const slug = categorySlug(category);
    for (let n = 1; n <= PRODUCT_VARIANTS; n++) {
      const art = productArt(category, slug, n);
      for (const w of PRODUCT_WIDTHS) {
        const file = path.join(outDir, 'products', `${slug}-${n}-${w}.webp`);
        jobs.push(toWebp(art(w), 72).then((buf) => writeFile(file, buf)));
      }
    }
  }
  await Promise.all(jobs);

  const scenes = heroScenes();
  for (const [i, scene] of scenes.entries()) {
    const sizes: string[] = [];
    for (const w of HERO_WIDTHS) {
      const { buf, quality } = await fitWebp(scene(w), heroBudget(w));
      await writeFile(path.join(outDir, 'hero', `hero-${i + 1}-${w}.webp`), buf);
      sizes.push(`${w}w ${(buf.length / 1024).toFixed(1)} KB (q${quality})`);
    }
    console.log(`hero-${i + 1}: ${sizes.join(', ')}`);
  }

  await sharp(path.join(publicDir, 'favicon.svg'))
    .resize(FAVICON_SIZE, FAVICON_SIZE)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'favicon.png'));

  const { count, bytes } = await dirBytes(outDir);
  console.log(
    `${count} images, ${bytes} bytes (${(bytes / 1024 / 1024).toFixed(2)} MB) in ${path.relative(root, outDir)}`,
  );
  if (bytes > TOTAL_BUDGET) throw new Error(`images exceed the ${TOTAL_BUDGET} byte budget`);
}

await main();
