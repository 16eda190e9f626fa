/**
 * Small drawing kit shared by every illustration: a seeded RNG (so reruns give byte-identical
 * files and git shows no churn), colour mixing, and a per-document context that hands out unique
 * ids for <defs> (several garments and patterns share one SVG in the hero scenes).
 */

export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for picking colours; Math.random would break determinism. */
export function makeRng(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

export function between(rng: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * rng();
}

export interface Ctx {
  rng: Rng;
  defs: string[];
  uid: (prefix: string) => string;
}

export function makeCtx(seed: string): Ctx {
  let n = 0;
  return { rng: makeRng(seed), defs: [], uid: (prefix) => `${prefix}${++n}` };
}

function parseHex(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const ch = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`;
}

export const shade = (hex: string, t: number) => mix(hex, '#000000', t);
export const tint = (hex: string, t: number) => mix(hex, '#ffffff', t);

/** Rounds coordinates so the SVG stays compact and output stays stable across float quirks. */
export const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * One side of a left/right symmetric outline. Each node is [dx, y] measured from the centre
 * line, optionally followed by a quadratic control point [cdx, cy] for the segment arriving at
 * it. Garments are symmetric, so describing half of them halves the chance of lopsided typos.
 */
export type Node = [number, number] | [number, number, number, number];

export function symPath(nodes: readonly Node[], cx = 400): string {
  const seg = (n: Node, sign: 1 | -1, to: Node) =>
    n.length === 4
      ? `Q${r1(cx + sign * n[2])} ${r1(n[3])} ${r1(cx + sign * to[0])} ${r1(to[1])}`
      : `L${r1(cx + sign * to[0])} ${r1(to[1])}`;
  const first = nodes[0] as Node;
  let d = `M${r1(cx + first[0])} ${r1(first[1])}`;
  for (let i = 1; i < nodes.length; i++) d += seg(nodes[i] as Node, 1, nodes[i] as Node);
  const last = nodes[nodes.length - 1] as Node;
  d += `L${r1(cx - last[0])} ${r1(last[1])}`;
  // Walk back up the mirrored side: the control of node i shapes the segment i → i-1.
  for (let i = nodes.length - 1; i > 0; i--) d += seg(nodes[i] as Node, -1, nodes[i - 1] as Node);
  return `${d}Z`;
}

/** A path element with an outline a shade darker than its fill, the illustration's house style. */
export function shape(d: string, fill: string, stroke: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"${extra ? ' ' + extra : ''}/>`;
}

export function svgDoc(
  w: number,
  h: number,
  vw: number,
  vh: number,
  ctx: Ctx,
  body: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}">` +
    `<defs>${ctx.defs.join('')}</defs>${body}</svg>`
  );
}

/** Soft studio backdrop: a vertical gradient, an arch behind the figure and a floor shadow. */
export function studioBackdrop(ctx: Ctx, base: string, accent: string): string {
  const g = ctx.uid('bg');
  ctx.defs.push(
    `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${tint(base, 0.35)}"/><stop offset="1" stop-color="${base}"/></linearGradient>`,
  );
  return (
    `<rect width="800" height="800" fill="url(#${g})"/>` +
    `<path d="M150 770V360A250 250 0 0 1 650 360V770Z" fill="${mix(tint(accent, 0.7), base, 0.3)}"/>` +
    `<rect y="700" width="800" height="100" fill="${shade(base, 0.06)}"/>` +
    `<ellipse cx="400" cy="752" rx="170" ry="18" fill="#000" opacity="0.14"/>`
  );
}

/** A fabric: `fill` may be a pattern url, `base` is its dominant colour for outlines and trims. */
export interface Cloth {
  fill: string;
  base: string;
}

export const plain = (hex: string): Cloth => ({ fill: hex, base: hex });

/** Draws a cloth shape with its outline; folds are added by callers as translucent strokes. */
export function cloth(d: string, c: Cloth): string {
  return shape(d, c.fill, shade(c.base, 0.35));
}

/** Translucent fold lines: they darken any fill, including patterns, so one helper serves all. */
export function folds(d: string, opacity = 0.18, width = 4): string {
  return `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** Draws a right-hand detail (sleeve, fold, hand) twice: as given and mirrored about x = 400. */
export function both(fragment: string): string {
  return `${fragment}<g transform="matrix(-1 0 0 1 800 0)">${fragment}</g>`;
}
