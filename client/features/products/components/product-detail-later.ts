/**
 * The parts of the outfit page whose code comes after the page's own in the islands build
 * (decision 059, client/islands/deferred-part.tsx): the shopper's fit card (it waits for their
 * measurements anyway), the tabs below the gallery and the sizing guide inside them, the share
 * button and its dialog, and what shows only while loading or for an
 * outfit that does not exist. One module, so one chunk.
 */
export { FitStatusCard } from './fit-status-card.tsx';
export { ProductDetailSkeleton } from './product-detail-skeleton.tsx';
export { ProductInfoTabs } from './product-info-tabs.tsx';
export { ProductNotFound } from './product-not-found.tsx';
export { ShareButton } from './share-button.tsx';
export { SizingGuide } from './sizing-guide.tsx';
