/**
 * The faceless mannequin every garment is drawn on, plus headwear. Faces are left out on
 * purpose: the shopper should look at the cloth, and a blank oval reads as "any customer".
 * All coordinates are for the 800×800 product canvas with the figure centred on x = 400.
 */
import type { Cloth } from './kit.ts';
import { cloth, folds, shade, tint } from './kit.ts';

export const skins = ['#8d5524', '#6b3e26', '#a0673f', '#5a3825', '#7a4a2a', '#9b6a43'] as const;

/** Head centres: men sit a little higher because their tunics start at a broader shoulder. */
export const MAN_HEAD = { cx: 400, cy: 128, rx: 40, ry: 48 };
export const WOMAN_HEAD = { cx: 400, cy: 134, rx: 36, ry: 44 };

function headShape(
  h: typeof MAN_HEAD,
  skin: string,
  neckW: number,
  neckBottom: number,
  withChest: boolean,
): string {
  const dark = shade(skin, 0.25);
  // The upper chest, so any neckline cut deeper than the neck shows skin rather than backdrop.
  const chest = `M${h.cx - neckW} ${neckBottom - 30}L${h.cx - 38} ${neckBottom - 10}L${h.cx - 30} ${neckBottom + 40}H${h.cx + 30}L${h.cx + 38} ${neckBottom - 10}L${h.cx + neckW} ${neckBottom - 30}Z`;
  return (
    (withChest ? `<path d="${chest}" fill="${shade(skin, 0.12)}"/>` : '') +
    `<rect x="${h.cx - neckW}" y="${h.cy + 20}" width="${neckW * 2}" height="${neckBottom - h.cy - 20}" fill="${shade(skin, 0.12)}"/>` +
    `<ellipse cx="${h.cx - h.rx + 1}" cy="${h.cy + 4}" rx="7" ry="11" fill="${dark}"/>` +
    `<ellipse cx="${h.cx + h.rx - 1}" cy="${h.cy + 4}" rx="7" ry="11" fill="${dark}"/>` +
    `<ellipse cx="${h.cx}" cy="${h.cy}" rx="${h.rx}" ry="${h.ry}" fill="${skin}"/>` +
    // A soft highlight gives the blank head some volume without drawing a face.
    `<ellipse cx="${h.cx - h.rx * 0.35}" cy="${h.cy - h.ry * 0.3}" rx="${h.rx * 0.4}" ry="${h.ry * 0.5}" fill="${tint(skin, 0.3)}" opacity="0.35"/>`
  );
}

export function manHead(skin: string, hair = true, withChest = true): string {
  const h = MAN_HEAD;
  const cap = hair
    ? `<path d="M361 118Q360 78 400 77Q440 78 439 118Q432 96 400 95Q368 96 361 118Z" fill="#1c1512"/>`
    : '';
  return headShape(h, skin, 14, 215, withChest) + cap;
}

export function womanHead(skin: string, hair = true, withChest = true): string {
  const h = WOMAN_HEAD;
  const hairShape = hair
    ? `<circle cx="400" cy="84" r="30" fill="#1c1512"/>` +
      `<path d="M365 128Q362 88 400 88Q438 88 435 128Q428 104 400 103Q372 104 365 128Z" fill="#1c1512"/>`
    : '';
  return headShape(h, skin, 11, 215, withChest) + hairShape;
}

export function hand(x: number, y: number, skin: string): string {
  return `<ellipse cx="${x}" cy="${y}" rx="15" ry="20" fill="${skin}"/>`;
}

/** Men's closed shoes under trouser hems at y≈735. */
export function menShoes(color = '#2b1d14'): string {
  return (
    `<path d="M350 748Q348 730 372 730H392Q398 740 396 750H356Z" fill="${color}"/>` +
    `<path d="M450 748Q452 730 428 730H408Q402 740 404 750H444Z" fill="${color}"/>`
  );
}

/** Bare ankles and flat sandals for dresses that stop above the floor. */
export function womenFeet(skin: string, hemY: number, strap = '#7a4a1e'): string {
  return (
    `<rect x="376" y="${hemY - 4}" width="16" height="${742 - hemY}" fill="${shade(skin, 0.12)}"/>` +
    `<rect x="408" y="${hemY - 4}" width="16" height="${742 - hemY}" fill="${shade(skin, 0.12)}"/>` +
    `<ellipse cx="380" cy="744" rx="19" ry="8" fill="${shade(skin, 0.12)}"/><ellipse cx="420" cy="744" rx="19" ry="8" fill="${shade(skin, 0.12)}"/>` +
    `<path d="M364 742H396M404 742H436" stroke="${strap}" stroke-width="5" stroke-linecap="round"/>`
  );
}

/**
 * Gele: a stiff head-tie whose pleats fan up and out. `side` tilts the fan, because a gele is
 * tied asymmetrically and a symmetric one looks like a crown.
 */
export function gele(c: Cloth, side: 1 | -1 = 1, big = 1): string {
  const { cx, cy } = WOMAN_HEAD;
  const baseX = cx + side * 6;
  const baseY = cy - 34;
  const pleats = 9;
  let fan = '';
  let shadows = '';
  let lines = '';
  for (let i = 0; i < pleats; i++) {
    const a0 = Math.PI * (0.97 + (i / pleats) * 1.06) + side * 0.1;
    const a1 = Math.PI * (0.97 + ((i + 1) / pleats) * 1.06) + side * 0.1;
    // Pleats on the leaning side stand taller, which gives the sculpted, one-sided gele shape.
    const lift = 1 + 0.18 * side * Math.cos(a0);
    const R = (96 + (i % 2) * 16) * big * lift;
    const p = (a: number, r: number) =>
      `${(baseX + Math.cos(a) * r).toFixed(1)} ${(baseY + Math.sin(a) * r * 0.74).toFixed(1)}`;
    const mid = (a0 + a1) / 2;
    const petal = `M${baseX} ${baseY}L${p(a0, R)}Q${p(mid, R * 1.14)} ${p(a1, R)}Z`;
    fan += petal;
    if (i % 2) shadows += petal;
    lines += `M${p(mid, 30)}L${p(mid, R * 1.02)}`;
  }
  const band =
    `M${cx - 44} ${cy - 2}Q${cx} ${cy - 30} ${cx + 44} ${cy - 2}` +
    `Q${cx + 56} ${cy - 56} ${cx} ${cy - 64}Q${cx - 56} ${cy - 56} ${cx - 44} ${cy - 2}Z`;
  const knot = `M${cx + side * 26} ${cy - 44}q${side * 46} -12 ${side * 62} 12q${side * -22} 10 ${side * -54} 4Z`;
  return (
    cloth(fan, c) +
    `<path d="${shadows}" fill="#000" opacity="0.14"/>` +
    folds(lines, 0.2, 3) +
    cloth(band, c) +
    folds(
      `M${cx - 40} ${cy - 16}Q${cx} ${cy - 42} ${cx + 40} ${cy - 16}M${cx - 32} ${cy - 36}Q${cx} ${cy - 56} ${cx + 32} ${cy - 36}`,
      0.2,
      3,
    ) +
    cloth(knot, c)
  );
}

/** A soft, low head-wrap for looks where a tall gele would crowd the frame. */
export function headwrap(c: Cloth): string {
  const { cx, cy } = WOMAN_HEAD;
  return (
    cloth(
      `M${cx - 40} ${cy - 4}Q${cx - 50} ${cy - 70} ${cx} ${cy - 76}Q${cx + 54} ${cy - 72} ${cx + 40} ${cy - 4}Q${cx} ${cy - 30} ${cx - 40} ${cy - 4}Z`,
      c,
    ) +
    folds(
      `M${cx - 34} ${cy - 30}Q${cx} ${cy - 56} ${cx + 36} ${cy - 34}M${cx - 24} ${cy - 56}Q${cx + 4} ${cy - 70} ${cx + 30} ${cy - 56}`,
      0.2,
      3,
    ) +
    cloth(`M${cx + 20} ${cy - 70}q24 -22 40 -6q-6 16 -30 16Z`, c)
  );
}

/** Fila: a straight cap, or abeti-aja whose "dog ear" flap is folded down to one side. */
export function fila(c: Cloth, kind: 'straight' | 'abeti', trim?: string): string {
  const { cx, cy } = MAN_HEAD;
  const t = trim ?? tint(c.base, 0.5);
  if (kind === 'straight') {
    return (
      cloth(
        `M${cx - 43} ${cy - 18}L${cx - 38} ${cy - 66}Q${cx} ${cy - 78} ${cx + 38} ${cy - 66}L${cx + 43} ${cy - 18}Q${cx} ${cy - 8} ${cx - 43} ${cy - 18}Z`,
        c,
      ) +
      `<path d="M${cx - 42} ${cy - 28}Q${cx} ${cy - 18} ${cx + 42} ${cy - 28}" fill="none" stroke="${t}" stroke-width="4"/>` +
      folds(
        `M${cx - 14} ${cy - 70}L${cx - 16} ${cy - 34}M${cx + 16} ${cy - 70}L${cx + 18} ${cy - 34}`,
        0.14,
        3,
      )
    );
  }
  return (
    cloth(
      `M${cx - 44} ${cy - 16}Q${cx - 48} ${cy - 62} ${cx - 10} ${cy - 76}L${cx + 56} ${cy - 70}Q${cx + 52} ${cy - 36} ${cx + 44} ${cy - 16}Q${cx} ${cy - 6} ${cx - 44} ${cy - 16}Z`,
      c,
    ) +
    // The folded ear: a darker triangle dropping past the temple.
    `<path d="M${cx + 6} ${cy - 74}L${cx + 58} ${cy - 70}L${cx + 62} ${cy - 14}Z" fill="${c.fill}" stroke="${shade(c.base, 0.35)}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M${cx + 6} ${cy - 74}L${cx + 58} ${cy - 70}L${cx + 62} ${cy - 14}Z" fill="#000" opacity="0.16"/>` +
    `<path d="M${cx - 43} ${cy - 26}Q${cx} ${cy - 16} ${cx + 44} ${cy - 26}" fill="none" stroke="${t}" stroke-width="4"/>`
  );
}
