/**
 * Textile fills as SVG <pattern>s. A pattern tile is drawn once and tiled by the renderer, which
 * keeps the SVG tiny and the fabric regular like the real cloth. Each function registers its
 * tile in ctx.defs and returns a `url(#id)` fill.
 */
import type { Ctx } from './kit.ts';
import { between, mix, pick, r1, shade } from './kit.ts';

function tile(
  ctx: Ctx,
  prefix: string,
  w: number,
  h: number,
  body: string,
  transform = '',
): string {
  const id = ctx.uid(prefix);
  const t = transform ? ` patternTransform="${transform}"` : '';
  ctx.defs.push(
    `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${t}>${body}</pattern>`,
  );
  return `url(#${id})`;
}

export type WaxMotif = 'circles' | 'waves' | 'diamonds' | 'flowers' | 'bullseye';
/** [ground, main, second, accent] — wax prints are loud, so all four are saturated. */
export type WaxPalette = readonly [string, string, string, string];

export const waxPalettes: readonly WaxPalette[] = [
  ['#f4a261', '#264653', '#e76f51', '#2a9d8f'],
  ['#ffd23f', '#3a5fcd', '#e5186f', '#1b1b3a'],
  ['#e63946', '#f1faee', '#1d3557', '#ffb703'],
  ['#6a994e', '#f2e8cf', '#bc4749', '#1f3d2b'],
  ['#ff7f11', '#1a936f', '#114b5f', '#f3e9d2'],
  ['#7b2cbf', '#ffba08', '#f72585', '#180030'],
  ['#0b6e4f', '#f9c80e', '#f86624', '#fdf0d5'],
  ['#1d4e89', '#f4d35e', '#ee964b', '#f9f1e7'],
];

export function waxPrint(ctx: Ctx, motif: WaxMotif, p: WaxPalette, s = 96): string {
  const [g, a, b, c] = p;
  const h = s / 2;
  const bodies: Record<WaxMotif, string> = {
    circles:
      `<rect width="${s}" height="${s}" fill="${g}"/>` +
      `<circle cx="${h}" cy="${h}" r="${s * 0.36}" fill="${a}"/><circle cx="${h}" cy="${h}" r="${s * 0.24}" fill="${b}"/>` +
      `<circle cx="${h}" cy="${h}" r="${s * 0.1}" fill="${c}"/>` +
      [0, s]
        .flatMap((x) =>
          [0, s].map((y) => `<circle cx="${x}" cy="${y}" r="${s * 0.12}" fill="${b}"/>`),
        )
        .join(''),
    waves:
      `<rect width="${s}" height="${s}" fill="${g}"/>` +
      `<path d="M0 ${s * 0.3}Q${s / 4} ${s * 0.05} ${h} ${s * 0.3}T${s} ${s * 0.3}" fill="none" stroke="${a}" stroke-width="${s * 0.16}"/>` +
      `<path d="M0 ${s * 0.3}Q${s / 4} ${s * 0.05} ${h} ${s * 0.3}T${s} ${s * 0.3}" fill="none" stroke="${c}" stroke-width="${s * 0.04}"/>` +
      `<path d="M0 ${s * 0.78}Q${s / 4} ${s * 0.53} ${h} ${s * 0.78}T${s} ${s * 0.78}" fill="none" stroke="${b}" stroke-width="${s * 0.12}"/>` +
      `<circle cx="${s / 4}" cy="${s * 0.55}" r="${s * 0.05}" fill="${c}"/><circle cx="${s * 0.75}" cy="${s * 0.05}" r="${s * 0.05}" fill="${c}"/>`,
    diamonds:
      `<rect width="${s}" height="${s}" fill="${g}"/>` +
      `<path d="M${h} ${s * 0.06}L${s * 0.94} ${h}L${h} ${s * 0.94}L${s * 0.06} ${h}Z" fill="${a}"/>` +
      `<path d="M${h} ${s * 0.24}L${s * 0.76} ${h}L${h} ${s * 0.76}L${s * 0.24} ${h}Z" fill="${b}"/>` +
      `<path d="M${h} ${s * 0.38}L${s * 0.62} ${h}L${h} ${s * 0.62}L${s * 0.38} ${h}Z" fill="${c}"/>` +
      [0, s]
        .flatMap((x) =>
          [0, s].map((y) => `<circle cx="${x}" cy="${y}" r="${s * 0.09}" fill="${c}"/>`),
        )
        .join(''),
    flowers:
      `<rect width="${s}" height="${s}" fill="${g}"/>` +
      [0, 45, 90, 135]
        .map(
          (deg) =>
            `<ellipse cx="${h}" cy="${h}" rx="${s * 0.4}" ry="${s * 0.11}" fill="${a}" transform="rotate(${deg} ${h} ${h})"/>`,
        )
        .join('') +
      `<circle cx="${h}" cy="${h}" r="${s * 0.13}" fill="${b}"/><circle cx="${h}" cy="${h}" r="${s * 0.05}" fill="${c}"/>` +
      [0, s]
        .flatMap((x) =>
          [0, s].map((y) => `<circle cx="${x}" cy="${y}" r="${s * 0.07}" fill="${b}"/>`),
        )
        .join(''),
    bullseye:
      `<rect width="${s}" height="${s}" fill="${g}"/>` +
      `<circle cx="${h}" cy="${h}" r="${s * 0.42}" fill="${b}"/>` +
      `<circle cx="${h}" cy="${h}" r="${s * 0.34}" fill="none" stroke="${c}" stroke-width="${s * 0.05}" stroke-dasharray="${s * 0.08} ${s * 0.05}"/>` +
      `<circle cx="${h}" cy="${h}" r="${s * 0.22}" fill="${a}"/><circle cx="${h}" cy="${h}" r="${s * 0.08}" fill="${g}"/>` +
      [0, s]
        .flatMap((x) =>
          [0, s].map((y) => `<circle cx="${x}" cy="${y}" r="${s * 0.06}" fill="${a}"/>`),
        )
        .join(''),
  };
  // Motif grids are rotated a touch so the print reads as cloth, not as a spreadsheet.
  return tile(
    ctx,
    'wax',
    s,
    s,
    bodies[motif],
    motif === 'waves' ? '' : `rotate(${motif === 'diamonds' ? 0 : 12})`,
  );
}

/** [ground, stripe, thread, highlight]: hand-woven strips are rich ground colours with metallic picks. */
export type AsoPalette = readonly [string, string, string, string];
export const asoPalettes: readonly AsoPalette[] = [
  ['#7f1d1d', '#b91c1c', '#e0b13a', '#f6e7c1'],
  ['#1e2a5a', '#2f4da0', '#c9ced6', '#8fb3ff'],
  ['#4a1d6b', '#7e3aa8', '#e9b949', '#f3e8ff'],
  ['#0f4c36', '#1b7a55', '#f2c14e', '#fef3c7'],
  ['#9a3c0c', '#c2410c', '#2b2118', '#fcd34d'],
  ['#831843', '#be185d', '#fbbf24', '#fce7f3'],
  ['#5b4636', '#a47551', '#e8d5b5', '#f5efe6'],
];

/** Aso-oke is woven in narrow strips then sewn edge to edge, so stripes repeat every strip width. */
export function asoOke(ctx: Ctx, p: AsoPalette, w = 64, angle = 0): string {
  const [g, s, t, hi] = p;
  const rng = ctx.rng;
  let body = `<rect width="${w}" height="${w}" fill="${g}"/>`;
  body += `<rect x="${w * 0.12}" width="${w * 0.3}" height="${w}" fill="${s}"/>`;
  body += `<rect x="${w * 0.2}" width="${r1(w * between(rng, 0.04, 0.08))}" height="${w}" fill="${hi}" opacity="0.8"/>`;
  body += `<rect x="${w * 0.55}" width="${w * 0.05}" height="${w}" fill="${t}"/>`;
  body += `<rect x="${w * 0.66}" width="${w * 0.03}" height="${w}" fill="${t}"/>`;
  body += `<rect x="${w * 0.78}" width="${w * 0.12}" height="${w}" fill="${shade(g, 0.25)}"/>`;
  // A faint weft every few pixels: just enough texture to read as woven without bloating the WebP.
  body += `<path d="M0 ${w / 4}H${w}M0 ${(3 * w) / 4}H${w}" stroke="${hi}" stroke-width="1.2" opacity="0.22"/>`;
  return tile(ctx, 'aso', w, w, body, angle ? `rotate(${angle})` : '');
}

export type AdireMotif = 'oniko' | 'stripes' | 'grid' | 'sunburst';
export const indigos = ['#1e2f6e', '#172554', '#233a7d', '#1b2a55'] as const;

/** Adire: indigo ground with pale "resist" marks; a little jitter imitates hand tying and starch paste. */
export function adire(ctx: Ctx, motif: AdireMotif, indigo: string, s = 90): string {
  const rng = ctx.rng;
  const pale = mix('#e8f0ff', indigo, between(rng, 0.05, 0.2));
  const mid = mix(indigo, '#8fa8e0', 0.35);
  const h = s / 2;
  const j = () => r1(between(rng, -s * 0.03, s * 0.03));
  let body = `<rect width="${s}" height="${s}" fill="${indigo}"/>`;
  if (motif === 'oniko') {
    body +=
      `<circle cx="${h + j()}" cy="${h + j()}" r="${s * 0.34}" fill="${mid}"/>` +
      `<circle cx="${h}" cy="${h}" r="${s * 0.26}" fill="none" stroke="${pale}" stroke-width="${s * 0.05}"/>` +
      `<circle cx="${h + j()}" cy="${h + j()}" r="${s * 0.1}" fill="${pale}"/>` +
      [0, s]
        .flatMap((x) =>
          [0, s].map((y) => `<circle cx="${x}" cy="${y}" r="${s * 0.07}" fill="${mid}"/>`),
        )
        .join('');
  } else if (motif === 'stripes') {
    body +=
      `<rect y="${s * 0.08}" width="${s}" height="${s * 0.08}" fill="${pale}"/>` +
      `<path d="M0 ${s * 0.42}Q${s / 4} ${s * 0.3} ${h} ${s * 0.42}T${s} ${s * 0.42}" fill="none" stroke="${mid}" stroke-width="${s * 0.07}"/>` +
      [0.15, 0.4, 0.65, 0.9]
        .map((x) => `<circle cx="${s * x}" cy="${s * 0.7}" r="${s * 0.04}" fill="${pale}"/>`)
        .join('') +
      `<rect y="${s * 0.86}" width="${s}" height="${s * 0.03}" fill="${pale}"/>`;
  } else if (motif === 'grid') {
    body +=
      `<rect x="${s * 0.06}" y="${s * 0.06}" width="${s * 0.88}" height="${s * 0.88}" fill="none" stroke="${pale}" stroke-width="${s * 0.03}"/>` +
      `<path d="M${s * 0.2} ${s * 0.2}L${s * 0.8} ${s * 0.8}M${s * 0.8} ${s * 0.2}L${s * 0.2} ${s * 0.8}" stroke="${mid}" stroke-width="${s * 0.05}"/>` +
      `<circle cx="${h}" cy="${h}" r="${s * 0.12}" fill="${pale}"/>` +
      [0.28, 0.72]
        .map((y) => `<circle cx="${h}" cy="${s * y}" r="${s * 0.035}" fill="${pale}"/>`)
        .join('');
  } else {
    body +=
      `<circle cx="${h}" cy="${h}" r="${s * 0.44}" fill="${mid}" opacity="0.6"/>` +
      Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `<path d="M${r1(h + Math.cos(a) * s * 0.12)} ${r1(h + Math.sin(a) * s * 0.12)}L${r1(h + Math.cos(a) * s * 0.4)} ${r1(h + Math.sin(a) * s * 0.4)}" stroke="${pale}" stroke-width="${s * 0.025}" stroke-linecap="round"/>`;
      }).join('') +
      `<circle cx="${h}" cy="${h}" r="${s * 0.08}" fill="${pale}"/>`;
  }
  return tile(ctx, 'adire', s, s, body, `rotate(${r1(between(rng, -6, 6))})`);
}

/** [lining, thread]: lace is worn over a lining, so the openwork holes show the lining colour. */
export type LacePalette = readonly [string, string];
export const lacePalettes: readonly LacePalette[] = [
  ['#f3e3c3', '#c9962c'],
  ['#fbf7ef', '#d8c7a2'],
  ['#e9c46a', '#fff8e1'],
  ['#f4c7c3', '#fffaf5'],
  ['#d8cdea', '#fdfbff'],
  ['#b7d3c6', '#f7fff9'],
];

export function lace(ctx: Ctx, p: LacePalette, s = 60): string {
  const [lining, thread] = p;
  const h = s / 2;
  const hole = shade(lining, 0.16);
  const rosette = (cx: number, cy: number, r: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<ellipse cx="${r1(cx + Math.cos(a) * r)}" cy="${r1(cy + Math.sin(a) * r)}" rx="${r1(r * 0.55)}" ry="${r1(r * 0.3)}" transform="rotate(${i * 45} ${r1(cx + Math.cos(a) * r)} ${r1(cy + Math.sin(a) * r)})" fill="${thread}"/>`;
    }).join('') + `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.45)}" fill="${hole}"/>`;
  const body =
    `<rect width="${s}" height="${s}" fill="${lining}"/>` +
    // The net ground: a diamond mesh of fine thread.
    `<path d="M0 0L${s} ${s}M${s} 0L0 ${s}M${h} 0L${s} ${h}L${h} ${s}L0 ${h}Z" fill="none" stroke="${thread}" stroke-width="1.2" opacity="0.7"/>` +
    rosette(h, h, s * 0.16) +
    [0, s]
      .flatMap((x) =>
        [0, s].map((y) => `<circle cx="${x}" cy="${y}" r="${s * 0.08}" fill="${thread}"/>`),
      )
      .join('') +
    [0, s]
      .flatMap((x) =>
        [0, s].map((y) => `<circle cx="${x}" cy="${y}" r="${s * 0.04}" fill="${hole}"/>`),
      )
      .join('');
  return tile(ctx, 'lace', s, s, body);
}

/** A row of small scallops along a hem, the finishing edge that makes lace read as lace. */
export function scallops(x0: number, x1: number, y: number, fill: string, r = 9): string {
  let d = '';
  for (let x = x0; x < x1; x += r * 2) d += `M${r1(x)} ${y}a${r} ${r} 0 0 0 ${r * 2} 0Z`;
  return `<path d="${d}" fill="${fill}" stroke="${shade(fill, 0.2)}" stroke-width="1"/>`;
}

/** Gold/silver thread embroidery: a column of small swirls and dots, used on necklines and pockets. */
export function swirl(cx: number, cy: number, r: number, color: string, w = 2.5): string {
  return (
    `<path d="M${r1(cx)} ${r1(cy)}m${r1(-r)} 0a${r1(r)} ${r1(r)} 0 1 1 ${r1(r * 0.6)} ${r1(r * 0.8)}a${r1(r * 0.5)} ${r1(r * 0.5)} 0 1 1 ${r1(r * 0.3)} ${r1(-r * 0.7)}" ` +
    `fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`
  );
}

export function pickWax(ctx: Ctx): { motif: WaxMotif; palette: WaxPalette } {
  return {
    motif: pick(ctx.rng, ['circles', 'waves', 'diamonds', 'flowers', 'bullseye'] as const),
    palette: pick(ctx.rng, waxPalettes),
  };
}

/** A strip of alternating triangles: the classic border of dashiki and embroidered trims. */
export function zigzag(ctx: Ctx, a: string, b: string, s = 24): string {
  return tile(
    ctx,
    'zz',
    s,
    s,
    `<rect width="${s}" height="${s}" fill="${a}"/><path d="M0 ${s}L${s / 2} ${s * 0.25}L${s} ${s}Z" fill="${b}"/>` +
      `<circle cx="${s / 2}" cy="${s * 0.12}" r="${s * 0.08}" fill="${b}"/>`,
  );
}
