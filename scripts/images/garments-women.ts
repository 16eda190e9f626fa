/**
 * Women's garments on the 800×800 canvas, drawn on the slimmer WOMAN_HEAD figure. Paint order
 * matters: arms go under sleeves, the wrapper (iro) under the blouse (buba), the shawl on top.
 */
import type { Cloth } from './kit.ts';
import { both, cloth, folds, shade, symPath } from './kit.ts';
import { hand, womenFeet } from './figure.ts';
import { scallops } from './patterns.ts';

function arm(skin: string, fromY: number, handX: number, handY: number): string {
  return (
    `<path d="M481 ${fromY}L505 ${fromY - 2}L${handX + 9} ${handY - 10}L${handX - 9} ${handY - 10}Z" fill="${shade(skin, 0.05)}"/>` +
    hand(handX, handY, skin)
  );
}

function bodice(hemNodes: [number, number, number, number][]): string {
  return symPath([
    [0, 232],
    [32, 200, 28, 230],
    [80, 220, 58, 204],
    [76, 300],
    [54, 382, 66, 340],
    ...hemNodes,
  ]);
}

/** Fit-and-flare dress with puff sleeves and a sash; `laceEdge` adds a scalloped hem. */
export function flareDress(c: Cloth, skin: string, sash: string, laceEdge?: string): string {
  const puff = `M476 212Q522 206 528 248Q530 284 500 292Q484 276 478 250Z`;
  const hem = 700;
  return (
    womenFeet(skin, hem) +
    both(arm(skin, 284, 506, 466)) +
    cloth(
      bodice([
        [172, hem, 90, 520],
        [0, hem + 10, 96, hem + 16],
      ]),
      c,
    ) +
    both(folds(`M430 400Q452 560 470 ${hem - 6}M416 400Q420 560 424 ${hem + 4}`, 0.14)) +
    (laceEdge ? scallops(232, 566, hem + 2, laceEdge, 10) : '') +
    `<path d="M344 376Q400 390 456 376L458 398Q400 412 342 398Z" fill="${sash}" stroke="${shade(sash, 0.3)}" stroke-width="2"/>` +
    both(cloth(puff, c) + folds(`M490 222Q508 250 500 282`, 0.14, 3))
  );
}

/** Mermaid gown: fitted to the knee then flaring to the floor, with three-quarter sleeves. */
export function mermaidGown(c: Cloth, skin: string, laceEdge?: string): string {
  const sleeve = `M474 212Q500 214 508 242L524 378L498 384L480 262Z`;
  return (
    both(arm(skin, 376, 512, 462)) +
    cloth(
      bodice([
        [76, 500, 82, 440],
        [58, 632, 72, 580],
        [156, 742, 90, 700],
        [0, 748, 80, 752],
      ]),
      c,
    ) +
    both(folds(`M452 640Q480 700 520 738M430 650Q440 700 446 744`, 0.16)) +
    (laceEdge ? scallops(246, 556, 744, laceEdge, 9) : '') +
    both(cloth(sleeve, c))
  );
}

/** Boubou: a wide batwing kaftan, loose from shoulder to ankle. */
export function boubou(c: Cloth, skin: string, neckTrim: string): string {
  const hem = 726;
  return (
    womenFeet(skin, hem) +
    both(hand(586, 490, skin)) +
    cloth(
      symPath([
        [0, 236],
        [34, 200, 30, 234],
        [92, 218, 60, 204],
        [236, 300, 172, 236],
        [248, 470, 256, 392],
        [128, 486, 196, 494],
        [142, hem, 132, 600],
        [0, hem + 6, 70, hem + 10],
      ]),
      c,
    ) +
    both(
      folds(
        `M492 232Q560 300 620 440M470 500Q484 620 500 ${hem - 4}M520 300Q520 400 528 486`,
        0.15,
      ),
    ) +
    `<path d="M366 202Q366 236 400 238Q434 236 434 202" fill="none" stroke="${neckTrim}" stroke-width="9"/>` +
    `<path d="M400 240V330" stroke="${neckTrim}" stroke-width="6" stroke-linecap="round"/>`
  );
}

/**
 * Iro and buba: a loose blouse over a floor-length wrapper, optionally with an ipele shawl over
 * the shoulder — the standard Yoruba women's ensemble worn to owambe parties.
 */
export function bubaIro(
  buba: Cloth,
  iro: Cloth,
  skin: string,
  ipele?: Cloth,
  laceEdge?: string,
): string {
  const sleeve = `M476 212Q510 214 524 250L554 420L508 430L488 300Z`;
  const iroPath = symPath([
    [0, 400],
    [104, 400],
    [118, 742, 126, 600],
    [0, 748, 60, 750],
  ]);
  return (
    cloth(iroPath, iro) +
    // The wrapper's tucked front edge and the roll at the waist where it is tied.
    `<path d="M470 410Q440 600 452 744" fill="none" stroke="${shade(iro.base, 0.4)}" stroke-width="3"/>` +
    folds(`M470 410Q440 600 452 744`, 0.12, 14) +
    both(hand(530, 444, skin)) +
    cloth(
      symPath([
        [0, 228],
        [32, 200, 28, 226],
        [84, 220, 58, 204],
        [88, 300],
        [112, 474, 98, 400],
        [0, 480, 60, 484],
      ]),
      buba,
    ) +
    (laceEdge ? scallops(288, 512, 478, laceEdge, 8) : '') +
    both(
      cloth(sleeve, buba) +
        folds(`M500 280L526 410`, 0.12, 3) +
        (laceEdge ? scallops(508, 552, 424, laceEdge, 6) : ''),
    ) +
    (ipele
      ? cloth(`M456 204Q500 206 512 246L500 620Q470 640 444 620L452 420Q430 320 456 204Z`, ipele) +
        folds(`M470 240Q476 420 470 610`, 0.16)
      : '')
  );
}
