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
