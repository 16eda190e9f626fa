import { useEffect } from 'react';
import { HYDRATED_EVENT } from '../../../shared/hydration-events.ts';

/**
 * Renders nothing; placed after the page inside its Suspense boundary, its effect runs once the
 * page itself is hydrated (React hydrates a boundary after the shell around it). It tells a
 * rendered page's boot script to hand over the taps it held (server/ssr/inline/boot.ts). Should
 * it run again later, nothing listens any more.
 */
export function PageHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
