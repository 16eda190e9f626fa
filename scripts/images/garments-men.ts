/**
 * Men's garments on the 800×800 canvas. Each returns SVG drawn in paint order (trousers, body,
 * sleeves, trims) so a later piece always overlaps an earlier one the way cloth does.
 */
import type { Cloth, Ctx } from './kit.ts';
import { both, cloth, folds, shade, symPath, tint } from './kit.ts';
import { hand, menShoes } from './figure.ts';
import { swirl, zigzag } from './patterns.ts';

export function trousers(c: Cloth, top = 470): string {
  const leg = `M403 ${top}H444L442 738H405Z`;
  return both(cloth(leg, c)) + menShoes();
}

/** The long inner tunic (buba/kaftan). hemY/hemHalf set its length and flare. */
export function tunic(c: Cloth, hemY: number, hemHalf: number): string {
  return (
    cloth(
      symPath([
        [0, 214],
        [28, 196, 22, 214],
        [98, 222, 64, 200],
        [102, 300],
        [hemHalf, hemY, 106, (300 + hemY) / 2],
        [0, hemY + 6, hemHalf * 0.5, hemY + 8],
      ]),
      c,
    ) +
    folds(
      `M452 320Q458 ${hemY - 120} ${400 + hemHalf * 0.55} ${hemY - 4}M350 360Q344 ${hemY - 120} ${400 - hemHalf * 0.5} ${hemY - 2}`,
      0.12,
    )
  );
}

export function longSleeves(c: Cloth, skin: string, wide = 0): string {
  const sleeve = `M486 214Q514 218 522 256L${540 + wide} 446L${498 - wide / 3} 452L492 300Z`;
  return both(
    hand(521 + wide / 2, 470, skin) +
      cloth(sleeve, c) +
      folds(`M506 300L${518 + wide / 2} 430`, 0.12, 3),
  );
}

/** Agbada: the wide outer robe, sleeves folded up over the shoulders, over a kaftan and sokoto. */
export function agbada(robe: Cloth, inner: Cloth, thread: string): string {
  const outline = symPath([
    [0, 262],
    [44, 200, 42, 250],
    [102, 214, 72, 200],
    [236, 330, 168, 262],
    [274, 430, 266, 370],
    [262, 628, 282, 530],
    [176, 652, 252, 658],
    [0, 664, 90, 672],
  ]);
  const neckBand = `M356 200Q358 260 400 262Q442 260 444 200`;
  const pocket = `M428 272L512 258Q526 360 510 468Q470 482 432 468Q420 360 428 272Z`;
  const dots = [292, 330, 368, 406, 444]
    .map(
      (y) =>
        `<circle cx="440" cy="${y}" r="3.5" fill="${thread}"/><circle cx="${501 + (y - 292) / 40}" cy="${y}" r="3.5" fill="${thread}"/>`,
    )
    .join('');
  return (
    trousers(inner, 600) +
    tunic(inner, 694, 112) +
    cloth(outline, robe) +
    both(folds(`M470 246Q540 420 530 628M530 300Q600 440 600 610M440 480Q450 560 440 650`, 0.16)) +
    // The sleeve cloth folded up over each shoulder: its edge plus the shaded layer beneath it.
    both(
      `<path d="M500 226Q590 300 630 470Q642 560 630 642L658 630Q680 530 672 430Q664 370 636 332Q568 262 502 216Z" fill="#000" opacity="0.12"/>` +
        `<path d="M500 226Q590 300 630 470Q642 560 630 642" fill="none" stroke="${shade(robe.base, 0.35)}" stroke-width="3"/>`,
    ) +
    `<path d="M344 204Q346 274 400 276Q454 274 456 204" fill="none" stroke="${thread}" stroke-width="3" stroke-dasharray="1 7" stroke-linecap="round"/>` +
    `<path d="${neckBand}" fill="none" stroke="${thread}" stroke-width="12"/>` +
    `<path d="${neckBand}" fill="none" stroke="${shade(thread, 0.3)}" stroke-width="2" stroke-dasharray="4 6"/>` +
    `<path d="${pocket}" fill="${tint(robe.base, 0.08)}" stroke="${thread}" stroke-width="5"/>` +
    `<path d="M436 282L504 270Q516 360 502 458Q470 470 440 458Q430 360 436 282Z" fill="none" stroke="${thread}" stroke-width="1.5"/>` +
    dots +
    [304, 352, 400].map((y) => swirl(472, y, 15, thread, 3.5)).join('') +
    `<path d="M452 432L472 452L492 432" fill="none" stroke="${thread}" stroke-width="3" stroke-linejoin="round"/>`
  );
}

/** Danshiki: hip-length tunic with short bell sleeves and an ornamental V bib. */
export function danshiki(
  ctx: Ctx,
  body: Cloth,
  trim: [string, string, string],
  skin: string,
  pants: Cloth,
): string {
  const [a, b, c] = trim;
  const band = zigzag(ctx, a, b, 22);
  const arm = `M504 360L528 362L534 458L512 458Z`;
  const sleeve = `M486 214Q530 220 548 262L568 372Q534 386 500 378L492 300Z`;
  const bibOuter = `M346 200L454 200L400 372Z`;
  const bibMid = `M362 200L438 200L400 336Z`;
  const slit = `M378 198L422 198L400 276Z`;
  return (
    trousers(pants, 470) +
    both(hand(524, 474, skin) + `<path d="${arm}" fill="${shade(skin, 0.05)}"/>`) +
    cloth(
      symPath([
        [0, 214],
        [28, 196, 22, 214],
        [100, 222, 64, 200],
        [104, 300],
        [114, 516, 110, 420],
        [0, 522, 60, 526],
      ]),
      body,
    ) +
    folds(`M456 330Q462 440 470 508M346 340Q338 440 334 506`, 0.12) +
    `<rect x="288" y="478" width="224" height="30" fill="${band}"/>` +
    both(
      cloth(sleeve, body) +
        `<path d="M563 346L570 372Q534 386 500 378L499 352Q532 358 563 346Z" fill="${band}"/>`,
    ) +
    `<path d="${bibOuter}" fill="${band}" stroke="${shade(a, 0.3)}" stroke-width="2"/>` +
    `<path d="${bibMid}" fill="${c}"/>` +
    `<path d="M370 210L430 210L400 312Z" fill="none" stroke="${a}" stroke-width="4" stroke-dasharray="2 6" stroke-linecap="round"/>` +
    `<path d="${slit}" fill="${shade(skin, 0.12)}"/>`
  );
}

/** Senator: a knee-length straight tunic with a band collar and a buttoned side placket. */
export function senator(c: Cloth, skin: string, accent: string): string {
  const stitch = shade(c.base, 0.28);
  const buttons = [236, 270, 304, 338]
    .map(
      (y, i) =>
        `<circle cx="${431 + i * 4}" cy="${y}" r="5" fill="${accent}" stroke="${shade(accent, 0.3)}" stroke-width="1.5"/>`,
    )
    .join('');
  return (
    trousers(c, 560) +
    tunic(c, 612, 112) +
    longSleeves(c, skin) +
    `<path d="M372 190Q400 204 428 190L430 206Q400 222 370 206Z" fill="${c.fill}" stroke="${stitch}" stroke-width="3"/>` +
    `<path d="M424 214L442 372" stroke="${stitch}" stroke-width="3"/>` +
    `<path d="M414 216L432 376M350 300L372 302" stroke="${accent}" stroke-width="2.5" stroke-dasharray="6 5" opacity="0.9"/>` +
    buttons +
    `<path d="M300 596Q400 606 500 596" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="6 5"/>`
  );
}

/** Atiku: a calf-length kaftan with tidy tonal embroidery at the neck, placket and cuffs. */
export function atiku(ctx: Ctx, c: Cloth, skin: string, thread: string): string {
  const strip = zigzag(ctx, shade(c.base, 0.12), thread, 14);
  return (
    trousers(c, 600) +
    tunic(c, 660, 124) +
    longSleeves(c, skin, 8) +
    both(`<path d="M502 418L546 412L548 430L501 436Z" fill="${strip}"/>`) +
    `<path d="M372 198Q372 232 400 234Q428 232 428 198" fill="none" stroke="${thread}" stroke-width="9"/>` +
    `<rect x="392" y="236" width="16" height="170" rx="3" fill="${strip}"/>` +
    `<path d="M384 240V400M416 240V400" stroke="${thread}" stroke-width="2" stroke-dasharray="3 5"/>`
  );
}

/** Short-sleeved shirt for print fabrics (ankara, adire), worn with plain trousers. */
export function printShirt(c: Cloth, skin: string, pants: Cloth): string {
  const collar = `M372 196L400 236L386 244L360 206Z`;
  const sleeve = `M486 214Q528 222 540 258L556 352L508 362L494 300Z`;
  const arm = `M510 350L532 350L536 456L514 456Z`;
  return (
    trousers(pants, 460) +
    both(hand(526, 472, skin) + `<path d="${arm}" fill="${shade(skin, 0.05)}"/>`) +
    cloth(
      symPath([
        [0, 236],
        [28, 196, 20, 236],
        [100, 222, 64, 200],
        [104, 300],
        [108, 476, 108, 400],
        [0, 480, 60, 482],
      ]),
      c,
    ) +
    both(cloth(sleeve, c) + cloth(collar, c)) +
    `<path d="M400 238V478" stroke="${shade(c.base, 0.4)}" stroke-width="3"/>` +
    [270, 320, 370, 420]
      .map((y) => `<circle cx="406" cy="${y}" r="4.5" fill="${tint(c.base, 0.7)}" stroke="#0005"/>`)
      .join('')
  );
}
