/**
 * For a list of many cards (a page can hold a hundred): `content-visibility: auto` on each item
 * lets a phone's browser skip styling, laying out and painting the cards far from the screen
 * until they come near, before the first paint and after every change. A skipped item takes the
 * height it had last time, or the list's own estimate: add
 * `*:[contain-intrinsic-block-size:auto_<height>]` beside these classes (the height only:
 * `contain-intrinsic-size` with one length sets the width too, and a list whose columns size to
 * their content then keeps that width on a narrower phone). The containment would also
 * clip a card's shadow, so each item gets 0.625 rem of room that a negative margin takes back.
 */
export const offscreenItems = '*:[content-visibility:auto] *:-m-2.5 *:p-2.5';

/**
 * The same skipping for the full-width bands of a page below its first screen: `offscreenBand`
 * on one (the footer), `offscreenBands` on the parent of several (the home page's sections),
 * each with its height estimate beside it as for items. A band takes its real height as it comes
 * near the screen, below what the shopper sees, so nothing in view moves. On a phone the home
 * page's first style and layout fell from 104 to 60 ms in traces on a slow machine.
 */
export const offscreenBand = '[content-visibility:auto]';
export const offscreenBands = '*:[content-visibility:auto]';
