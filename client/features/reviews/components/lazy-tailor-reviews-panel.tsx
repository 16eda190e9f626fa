import { lazy, Suspense, type ComponentProps } from 'react';
import { ReviewsLoading } from './reviews-loading.tsx';

const Panel = lazy(() =>
  import('./tailor-reviews-panel.tsx').then((module) => ({ default: module.TailorReviewsPanel })),
);

/**
 * A tailor's reviews on the outfit and tailor pages, whose code comes after the page's (decision
 * 059): the panel is below the first screen and reads its reviews in the browser anyway, so its
 * code is no part of the page's first-view JavaScript. The server renders what the panel shows
 * while it reads (it never has the reviews), as a finished part: a lazy part the server cannot
 * finish would be redrawn by the browser with an error instead of adopted. The browser adopts it
 * once the panel's code has come, and until then shows the same placeholder.
 */
export function LazyTailorReviewsPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={<ReviewsLoading />}>
      {typeof window === 'undefined' ? <ReviewsLoading /> : <Panel {...props} />}
    </Suspense>
  );
}
