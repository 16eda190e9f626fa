import { lazy, Suspense, type ComponentProps } from 'react';
import { ReviewsLoading } from './reviews-loading.tsx';

const Panel = lazy(() =>
  import('./tailor-reviews-panel.tsx').then((module) => ({ default: module.TailorReviewsPanel })),
);

/**
 * A tailor's reviews on the outfit and tailor pages, whose code comes after the page's (decision
 * 059): the panel is below the first screen and reads its reviews in the browser anyway, so its
 * code is no part of the page's first-view JavaScript. Until it arrives it shows what it shows
 * while reading, the same placeholder the server rendered.
 */
export function LazyTailorReviewsPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={<ReviewsLoading />}>
      <Panel {...props} />
    </Suspense>
  );
}
