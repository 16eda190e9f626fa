/**
 * Calls to action on the dark green bands. Written out rather than layered on the shared button
 * variants, because two competing colour classes on one element resolve by stylesheet order, not
 * by the order they are written in.
 */
const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-6 text-base font-semibold transition-colors';

/** Gold with near-black text: about 9:1 contrast. */
export const goldCta = `${base} bg-gold-500 text-stone-950 hover:bg-gold-100`;

/** A white outline for the second choice on a dark band. */
export const outlineOnDarkCta = `${base} border border-white/70 text-white hover:bg-white/10`;
