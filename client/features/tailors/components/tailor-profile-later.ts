/**
 * The parts of a tailor's profile whose code comes after the page's own in the islands build
 * (decision 059, client/islands/deferred-part.tsx): the four tabs' contents and the side cards,
 * below the profile's header on a phone. One module, so one chunk.
 */
export { TailorAbout } from './tailor-about.tsx';
export { TailorPortfolio } from './tailor-portfolio.tsx';
export { TailorProcess } from './tailor-process.tsx';
export { TailorSideCards } from './tailor-side-cards.tsx';
