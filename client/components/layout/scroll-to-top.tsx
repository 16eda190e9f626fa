import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Each route change starts at the top of the page (spec §2). Not the first page: the browser has
 * placed it (at the top, at a #fragment, or where the shopper has scrolled to before the page's
 * code arrived, decision 013) and it stays there.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    firstPathname.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
