/**
 * The three 16:9 hero scenes (1600×900 viewBox). They are the largest paint on the home page, so
 * they stay flat: big shapes, large low-contrast pattern tiles and few fine lines, which is what
 * lets WebP hit the 30/60 KB budgets without visible artefacts. Figures sit right of centre so a
 * headline can overlay the calmer left side.
 */
import type { Ctx } from './kit.ts';
import { makeCtx, plain, shade, svgDoc, tint } from './kit.ts';
import { fila, gele, manHead, womanHead } from './figure.ts';
import { agbada, senator } from './garments-men.ts';
import { bubaIro } from './garments-women.ts';
import { asoOke, asoPalettes, adire, indigos, lace, lacePalettes, waxPrint } from './patterns.ts';

const W = 1600;
const H = 900;

/** Places an 800×800 figure drawing with its feet on the floor line at (x, floorY). */
function place(body: string, x: number, floorY: number, s: number): string {
  return (
    `<ellipse cx="${x}" cy="${floorY + 6 * s}" rx="${170 * s}" ry="${18 * s}" fill="#000" opacity="0.16"/>` +
    `<g transform="translate(${x - 400 * s} ${floorY - 748 * s}) scale(${s})">${body}</g>`
  );
}

function gradient(ctx: Ctx, top: string, bottom: string): string {
  const id = ctx.uid('g');
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/** Scene 1: three finished outfits in a row, in front of an oversized, softened wax print. */
function showroom(ctx: Ctx): string {
  const wall = waxPrint(ctx, 'circles', ['#f3e6d3', '#ead2b3', '#e3c4a0', '#f7eee2'], 260);
  const floor = gradient(ctx, '#d9c3a5', '#c9ae8c');
  const robe = plain('#1d3f9a');
  const asoC = asoOke(ctx, asoPalettes[0]!, 64);
  const aso = { fill: asoC, base: asoPalettes[0]![0] };
  const asoBuba = { fill: asoOke(ctx, asoPalettes[6]!, 64), base: asoPalettes[6]![0] };
  const geleC = { fill: asoOke(ctx, asoPalettes[0]!, 40, 30), base: asoPalettes[0]![0] };
  const suit = plain('#1f2a44');
  return (
    `<rect width="${W}" height="${H}" fill="${wall}"/>` +
    `<rect y="760" width="${W}" height="${H - 760}" fill="${floor}"/>` +
    `<rect y="756" width="${W}" height="8" fill="#b89772"/>` +
    place(
      manHead('#6b3e26', false) +
        agbada(robe, plain('#3456b0'), '#e0b13a') +
        fila(robe, 'abeti', '#e0b13a'),
      1090,
      820,
      0.98,
    ) +
    place(
      womanHead('#8d5524', false) + bubaIro(asoBuba, aso, '#8d5524', aso) + gele(geleC, -1),
      770,
      832,
      0.96,
    ) +
    place(
      manHead('#5a3825', false) +
        senator(suit, '#5a3825', '#d4af37') +
        fila(suit, 'straight', '#d4af37'),
      1390,
      836,
      0.98,
    )
  );
}

function bolt(x: number, y: number, w: number, h: number, fill: string, base: string): string {
  const e = w * 0.18;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}" stroke="${shade(base, 0.35)}" stroke-width="3"/>` +
    `<rect x="${x + w * 0.62}" y="${y}" width="${w * 0.38}" height="${h}" rx="6" fill="#000" opacity="0.12"/>` +
    `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="${e}" fill="${tint(base, 0.25)}" stroke="${shade(base, 0.35)}" stroke-width="3"/>` +
    `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w * 0.16}" ry="${e * 0.32}" fill="${shade(base, 0.4)}"/>`
  );
}

/** Festive bunting in print colours: the market-stall touch above the workbench. */
function bunting(): string {
  const colors = ['#e5186f', '#f9c80e', '#1a936f', '#3a5fcd', '#f86624', '#7b2cbf'];
  let flags = '';
  for (let i = 0; i < 16; i++) {
    const x = 20 + i * 100;
    const y = 60 + Math.sin((i / 15) * Math.PI) * 40;
    flags += `<path d="M${x} ${y}L${x + 70} ${y + 4}L${x + 33} ${y + 70}Z" fill="${colors[i % colors.length]}"/>`;
  }
  return `<path d="M0 56Q800 146 1600 56" fill="none" stroke="#8b6b4a" stroke-width="3"/>` + flags;
}

function folded(x: number, y: number, w: number, fill: string, base: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="34" rx="10" fill="${fill}" stroke="${shade(base, 0.35)}" stroke-width="3"/>` +
    `<rect x="${x}" y="${y + 22}" width="${w}" height="12" rx="6" fill="#000" opacity="0.12"/>`
  );
}

/** Scene 2: the tailor's table — standing bolts, a stack of folded cloth, tape, scissors, thread. */
function tailorsTable(ctx: Ctx): string {
  const wall = gradient(ctx, '#f4e9da', '#ead8bf');
  const top = gradient(ctx, '#b98455', '#9c6a3f');
  const wax1 = waxPrint(ctx, 'waves', ['#ffd23f', '#3a5fcd', '#e5186f', '#1b1b3a'], 70);
  const wax2 = waxPrint(ctx, 'flowers', ['#0b6e4f', '#f9c80e', '#f86624', '#fdf0d5'], 70);
  const ind = adire(ctx, 'oniko', indigos[0], 70);
  const ind2 = adire(ctx, 'stripes', indigos[2], 60);
  const lc = lace(ctx, lacePalettes[0]!, 48);
  const aso = asoOke(ctx, asoPalettes[2]!, 52);
  const aso2 = asoOke(ctx, asoPalettes[3]!, 52);
  const tape = `M120 820Q420 700 700 760T1180 730Q1340 720 1480 800`;
  const tapeTicks = `M120 812Q420 692 700 752T1180 722Q1340 712 1480 792`;
  const scissors =
    `<g transform="translate(1260 640) rotate(-24)">` +
    `<path d="M0 -8L230 -2L230 4L0 10Z" fill="#b8c0c8" stroke="#6b7580" stroke-width="3"/>` +
    `<path d="M0 10L220 34L218 40L0 22Z" fill="#d5dbe0" stroke="#6b7580" stroke-width="3"/>` +
    `<circle cx="-34" cy="-12" r="28" fill="none" stroke="#1f2937" stroke-width="12"/>` +
    `<ellipse cx="-40" cy="36" rx="32" ry="24" fill="none" stroke="#1f2937" stroke-width="12"/>` +
    `<circle cx="8" cy="8" r="6" fill="#6b7580"/></g>`;
  const spool =
    `<rect x="1000" y="560" width="70" height="16" rx="4" fill="#8b5a2b"/>` +
    `<rect x="1008" y="576" width="54" height="78" fill="#c81d25"/>` +
    `<path d="M1008 596H1062M1008 616H1062M1008 636H1062" stroke="#8f1218" stroke-width="3"/>` +
    `<rect x="1000" y="652" width="70" height="16" rx="4" fill="#8b5a2b"/>`;
  const cushion =
    `<ellipse cx="1180" cy="600" rx="62" ry="44" fill="#d1403a"/>` +
    `<path d="M1180 558V644M1130 580Q1180 620 1230 580" stroke="#9e2b27" stroke-width="3" fill="none"/>` +
    `<path d="M1160 570L1146 532M1196 566L1210 530M1180 560V522" stroke="#9aa3ad" stroke-width="3"/>` +
    `<circle cx="1146" cy="530" r="7" fill="#f2c230"/><circle cx="1210" cy="528" r="7" fill="#2a9d8f"/><circle cx="1180" cy="520" r="7" fill="#f4f1ea"/>`;
  return (
    `<rect width="${W}" height="${H}" fill="${wall}"/>` +
    bunting() +
    `<rect y="540" width="${W}" height="${H - 540}" fill="${top}"/>` +
    `<path d="M0 640Q600 610 1600 660M0 760Q700 720 1600 790" stroke="#7a4f2c" stroke-width="4" opacity="0.25" fill="none"/>` +
    `<rect y="530" width="${W}" height="14" fill="#7a4f2c"/>` +
    bolt(760, 250, 96, 300, wax1, '#ffd23f') +
    bolt(870, 220, 96, 330, ind, indigos[0]) +
    bolt(980, 270, 96, 280, lc, lacePalettes[0]![0]) +
    bolt(1090, 240, 96, 310, aso, asoPalettes[2]![0]) +
    bolt(1200, 280, 96, 270, wax2, '#0b6e4f') +
    bolt(1310, 300, 96, 250, ind2, indigos[2]) +
    folded(340, 640, 300, aso2, asoPalettes[3]![0]) +
    folded(350, 606, 280, lc, lacePalettes[0]![0]) +
    folded(330, 572, 310, wax2, '#0b6e4f') +
    `<ellipse cx="490" cy="690" rx="180" ry="14" fill="#000" opacity="0.15"/>` +
    spool +
    cushion +
    `<path d="${tape}" fill="none" stroke="#f2c230" stroke-width="36" stroke-linecap="round"/>` +
    `<path d="${tapeTicks}" fill="none" stroke="#3b2f12" stroke-width="12" stroke-dasharray="3 17"/>` +
    `<rect x="1460" y="776" width="44" height="40" rx="6" fill="#b8c0c8" transform="rotate(28 1482 796)"/>` +
    scissors
  );
}

/** Scene 3: a narrow-strip aso-oke loom at work, beside two outfits made from such cloth. */
function loomScene(ctx: Ctx): string {
  const p = asoPalettes[5]!;
  const wall = asoOke(ctx, ['#efe3d3', '#e6d3bd', '#f3e9dc', '#f6efe6'], 240);
  const floor = gradient(ctx, '#cdb08c', '#b8956c');
  const strip = asoOke(ctx, p, 36);
  const wood = '#7a4a24';
  const warp = Array.from({ length: 13 }, (_, i) => `M${262 + i * 10} 150L${300 + i * 3} 400`).join(
    '',
  );
  const agbadaCloth = { fill: asoOke(ctx, asoPalettes[1]!, 56), base: asoPalettes[1]![0] };
  const lc = { fill: lace(ctx, lacePalettes[2]!, 60), base: lacePalettes[2]![0] };
  const iro = { fill: asoOke(ctx, p, 56), base: p[0] };
  const geleC = { fill: asoOke(ctx, p, 40, 30), base: p[0] };
  return (
    `<rect width="${W}" height="${H}" fill="${wall}"/>` +
    `<rect width="${W}" height="${H}" fill="#fff" opacity="0.35"/>` +
    `<rect y="740" width="${W}" height="${H - 740}" fill="${floor}"/>` +
    // Loom frame: two posts, a top beam and the breast beam where the woven strip emerges.
    `<rect x="200" y="110" width="26" height="680" rx="6" fill="${wood}"/>` +
    `<rect x="520" y="110" width="26" height="680" rx="6" fill="${wood}"/>` +
    `<rect x="180" y="120" width="386" height="34" rx="10" fill="${shade(wood, 0.15)}"/>` +
    `<path d="${warp}" stroke="${p[1]}" stroke-width="3"/>` +
    `<rect x="240" y="300" width="200" height="22" rx="6" fill="${tint(wood, 0.2)}"/>` +
    `<rect x="296" y="400" width="48" height="330" fill="${strip}" stroke="${shade(p[0], 0.3)}" stroke-width="2"/>` +
    `<rect x="200" y="520" width="346" height="30" rx="10" fill="${shade(wood, 0.1)}"/>` +
    // The finished strip spools onto the floor in a loose roll.
    `<path d="M296 730Q300 790 420 800L620 808L620 856L400 850Q290 840 296 730Z" fill="${strip}" stroke="${shade(p[0], 0.3)}" stroke-width="2"/>` +
    `<ellipse cx="640" cy="832" rx="30" ry="26" fill="${shade(p[0], 0.1)}"/>` +
    `<ellipse cx="640" cy="832" rx="12" ry="10" fill="${shade(p[0], 0.5)}"/>` +
    place(
      manHead('#7a4a2a', false) +
        agbada(agbadaCloth, plain('#f6f1e6'), asoPalettes[1]![2]) +
        fila(agbadaCloth, 'abeti', asoPalettes[1]![2]),
      1000,
      820,
      0.96,
    ) +
    place(
      womanHead('#6b3e26', false) +
        bubaIro(lc, iro, '#6b3e26', undefined, lacePalettes[2]![1]) +
        gele(geleC, 1),
      1340,
      832,
      0.96,
    )
  );
}

/** Each scene renders at any pixel width; height follows the 16:9 viewBox. */
export function heroScenes(): ((width: number) => string)[] {
  return [showroom, tailorsTable, loomScene].map((draw, i) => {
    const ctx = makeCtx(`hero-${i + 1}`);
    const body = draw(ctx);
    return (w: number) => svgDoc(w, Math.round((w * H) / W), W, H, ctx, body);
  });
}
