/**
 * One recipe per category: which garment, which fabric, which colours for variants 1–4.
 * Variants index curated lists by n (so the four are guaranteed different and tasteful) and use
 * the seeded RNG only for small touches (skin tone, pattern jitter, which way a gele leans).
 */
import type { Category } from '../../shared/catalog.ts';
import type { Cloth, Ctx } from './kit.ts';
import { makeCtx, pick, plain, shade, studioBackdrop, svgDoc, tint } from './kit.ts';
import { fila, gele, headwrap, manHead, skins, womanHead } from './figure.ts';
import { agbada, atiku, danshiki, printShirt, senator } from './garments-men.ts';
import { boubou, bubaIro, flareDress, mermaidGown } from './garments-women.ts';
import type { AdireMotif, WaxMotif } from './patterns.ts';
import {
  adire,
  asoOke,
  asoPalettes,
  indigos,
  lace,
  lacePalettes,
  waxPalettes,
  waxPrint,
} from './patterns.ts';

const backdrops = ['#f3ece2', '#e8efe9', '#efe6ef', '#e6edf3', '#f4eadb', '#ebe9e1'] as const;

interface Art {
  bg: string;
  accent: string;
  body: string;
}

const wax = (ctx: Ctx, motif: WaxMotif, i: number, s = 96): Cloth => {
  const p = waxPalettes[i % waxPalettes.length]!;
  return { fill: waxPrint(ctx, motif, p, s), base: p[0] };
};
const aso = (ctx: Ctx, i: number, w = 64, angle = 0): Cloth => {
  const p = asoPalettes[i % asoPalettes.length]!;
  return { fill: asoOke(ctx, p, w, angle), base: p[0] };
};
const ind = (ctx: Ctx, motif: AdireMotif, i: number, s = 90): Cloth => {
  const base = indigos[i % indigos.length]!;
  return { fill: adire(ctx, motif, base, s), base };
};
const laceCloth = (ctx: Ctx, i: number, s = 60): Cloth & { thread: string } => {
  const p = lacePalettes[i % lacePalettes.length]!;
  return { fill: lace(ctx, p, s), base: p[0], thread: p[1] };
};

/** Head-and-shoulders portrait so the headwear, not the outfit, fills the square. */
function bust(head: string, top: Cloth, woman: boolean): string {
  const t = woman
    ? 'translate(400 430) scale(2.5) translate(-400 -134)'
    : 'translate(400 420) scale(2.4) translate(-400 -128)';
  const shoulders = `M84 800Q92 636 282 604Q342 594 364 578Q400 618 436 578Q458 594 518 604Q708 636 716 800Z`;
  const neckline = `M364 578Q400 618 436 578`;
  // Gold drop earrings: the one bit of jewellery that makes a gele portrait read as dressed up.
  const earrings = woman
    ? [316, 484]
        .map(
          (x) =>
            `<circle cx="${x}" cy="478" r="11" fill="#e0b13a" stroke="#9a7416" stroke-width="2"/>`,
        )
        .join('')
    : '';
  return (
    `<g transform="${t}">${head}</g>` +
    earrings +
    `<path d="${shoulders}" fill="${top.fill}" stroke="${shade(top.base, 0.35)}" stroke-width="3"/>` +
    `<path d="${neckline}" fill="none" stroke="${woman ? '#e0b13a' : shade(top.base, 0.3)}" stroke-width="10"/>` +
    `<path d="M300 640Q400 700 500 640" fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="5"/>`
  );
}

function recipe(cat: Category, n: number, ctx: Ctx): Art {
  const i = n - 1;
  const skin = pick(ctx.rng, skins);
  const lean = ctx.rng() < 0.5 ? 1 : -1;
  switch (cat) {
    case 'Agbada': {
      const robes = ['#1d3f9a', '#f3ead8', '#6d1a2f', '#0f5a44'];
      const threads = ['#e0b13a', '#c08a2a', '#d9d9e0', '#e8c35a'];
      const robe = plain(robes[i]!);
      const inner = plain(i === 1 ? '#fbf6ec' : tint(robes[i]!, 0.12));
      return {
        bg: backdrops[i]!,
        accent: robes[i]!,
        body:
          manHead(skin, false) +
          agbada(robe, inner, threads[i]!) +
          fila(robe, i % 2 ? 'straight' : 'abeti', threads[i]),
      };
    }
    case 'Danshiki': {
      const bodies: Cloth[] = [
        plain('#151515'),
        plain('#1e4fd6'),
        wax(ctx, 'diamonds', 4, 64),
        plain('#f4efe4'),
      ];
      const trims: [string, string, string][] = [
        ['#f2b705', '#c81d25', '#12803c'],
        ['#fcd34d', '#111827', '#f8fafc'],
        ['#f3e9d2', '#114b5f', '#f86624'],
        ['#b45309', '#1e3a8a', '#b91c1c'],
      ];
      const pants = plain(i === 3 ? '#f4efe4' : '#1f2430');
      return {
        bg: backdrops[(i + 2) % 6]!,
        accent: bodies[i]!.base,
        body: manHead(skin) + danshiki(ctx, bodies[i]!, trims[i]!, skin, pants),
      };
    }
    case 'Ankara': {
      const motifs: WaxMotif[] = ['circles', 'waves', 'flowers', 'bullseye'];
      const c = wax(ctx, motifs[i]!, [0, 1, 5, 2][i]!);
      const p = waxPalettes[[0, 1, 5, 2][i]!]!;
      if (i === 1)
        return {
          bg: backdrops[3]!,
          accent: c.base,
          body: manHead(skin) + printShirt(c, skin, plain('#1c2230')),
        };
      const look = i === 2 ? mermaidGown(c, skin) : flareDress(c, skin, p[1]);
      const head = i === 3 ? womanHead(skin, false) + headwrap(c) : womanHead(skin);
      return { bg: backdrops[i]!, accent: c.base, body: head + look };
    }
    case 'Senator': {
      const cols = ['#1f2a44', '#16181d', '#5a1e2b', '#d8cbb0'];
      const accents = ['#d4af37', '#c0c0c8', '#d4af37', '#6b4f2a'];
      const c = plain(cols[i]!);
      const cap = i % 2 === 0 ? fila(c, 'straight', accents[i]) : '';
      return {
        bg: backdrops[(i + 1) % 6]!,
        accent: cols[i]!,
        body: manHead(skin, !cap) + senator(c, skin, accents[i]!) + cap,
      };
    }
    case 'Adire': {
      const motifs: AdireMotif[] = ['oniko', 'stripes', 'grid', 'sunburst'];
      const c = ind(ctx, motifs[i]!, i);
      const pale = '#dfe9fb';
      const body =
        i === 1
          ? manHead(skin) + printShirt(c, skin, plain('#e9e4d8'))
          : i === 2
            ? womanHead(skin) + flareDress(c, skin, pale)
            : womanHead(skin, i !== 3) +
              boubou(c, skin, pale) +
              (i === 3 ? headwrap(ind(ctx, 'stripes', 2, 50)) : '');
      return { bg: backdrops[(i + 3) % 6]!, accent: '#9fb3e0', body };
    }
    case 'Lace': {
      const c = laceCloth(ctx, [0, 2, 3, 4][i]!);
      const edge = c.thread;
      if (i === 0)
        return {
          bg: backdrops[4]!,
          accent: c.base,
          body: womanHead(skin) + mermaidGown(c, skin, edge),
        };
      if (i === 2)
        return {
          bg: backdrops[2]!,
          accent: c.base,
          body: womanHead(skin) + flareDress(c, skin, shade(c.base, 0.25), edge),
        };
      const iro = i === 3 ? aso(ctx, 2) : laceCloth(ctx, 0);
      const g = i === 3 ? aso(ctx, 2, 40) : plain(shade(c.base, 0.1));
      return {
        bg: backdrops[i]!,
        accent: c.base,
        body:
          womanHead(skin, false) + bubaIro(c, iro, skin, undefined, edge) + gele(g, lean as 1 | -1),
      };
    }
    case 'Atiku': {
      const cols = ['#6b6f72', '#8a7a64', '#4f5b3a', '#3d4b63'];
      const c = plain(cols[i]!);
      const thread = tint(cols[i]!, 0.35);
      const cap = i % 2 === 1 ? fila(plain(shade(cols[i]!, 0.2)), 'straight', thread) : '';
      return {
        bg: backdrops[(i + 4) % 6]!,
        accent: cols[i]!,
        body: manHead(skin, !cap) + atiku(ctx, c, skin, thread) + cap,
      };
    }
    case 'Aso-oke': {
      if (i === 1 || i === 3) {
        const c = aso(ctx, i === 1 ? 1 : 3, 56);
        const thread = asoPalettes[i === 1 ? 1 : 3]![2];
        return {
          bg: backdrops[i]!,
          accent: c.base,
          body:
            manHead(skin, false) + agbada(c, plain('#f6f1e6'), thread) + fila(c, 'abeti', thread),
        };
      }
      const c = aso(ctx, i === 0 ? 0 : 5);
      const buba = i === 0 ? aso(ctx, 6) : plain('#f7efe0');
      const g = aso(ctx, i === 0 ? 0 : 5, 40, 30);
      return {
        bg: backdrops[i + 1]!,
        accent: c.base,
        body:
          womanHead(skin, false) +
          bubaIro(buba, c, skin, aso(ctx, i === 0 ? 0 : 5, 56)) +
          gele(g, lean as 1 | -1),
      };
    }
    case 'Trendy Headwear': {
      if (i === 0 || i === 2) {
        const g = i === 0 ? aso(ctx, 4, 18, 30) : { ...wax(ctx, 'waves', 6, 34) };
        const top = i === 0 ? plain('#f5e6c8') : plain('#1b4d3e');
        return {
          bg: backdrops[i + 1]!,
          accent: g.base,
          body: bust(womanHead(skin, false, false) + gele(g, lean as 1 | -1, 1.05), top, true),
        };
      }
      const capCols = ['#7a1f2b', '#2e3b6e'];
      const c = plain(capCols[(i - 1) / 2]!);
      const top = plain(i === 1 ? '#efe6d2' : '#d9d2c3');
      return {
        bg: backdrops[i + 1]!,
        accent: c.base,
        body: bust(
          manHead(skin, false, false) + fila(c, i === 1 ? 'abeti' : 'straight', '#d4af37'),
          top,
          false,
        ),
      };
    }
  }
}

/** Returns a function that renders the same artwork at any pixel width (the viewBox stays 800). */
export function productArt(cat: Category, slug: string, n: number): (width: number) => string {
  const ctx = makeCtx(`${slug}-${n}`);
  const art = recipe(cat, n, ctx);
  const body = studioBackdrop(ctx, art.bg, art.accent) + art.body;
  return (w) => svgDoc(w, w, 800, 800, ctx, body);
}
