import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { SIGNED_IN_MARK } from '../../../../shared/signed-in-hint.ts';
import { signInPath } from '../lib/next-path.ts';
import { useVisitor } from '../lib/visitor.ts';

/**
 * Demo mode, not signed in: a slim line above the header says whose account the visitor is using
 * (issue 12). The server renders it too (demo mode is the same for everyone), so it does not
 * push the page down after loading. A signed-in browser hides it from the first paint by the
 * document's mark (shared/signed-in-hint.ts); once GET /api/me has answered,
 * the mark follows the answer, so a stale hint shows the banner and signing in or out in the
 * page moves it along.
 */
export function DemoBanner() {
  const { demo, known, signedIn } = useVisitor();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (known) document.documentElement.toggleAttribute(SIGNED_IN_MARK, signedIn);
  }, [known, signedIn]);
  if (!demo || pathname === '/sign-in') return null;
  return (
    <p data-demo-banner className="bg-gold-100 px-4 py-1.5 text-center text-sm text-stone-900">
      You are exploring Telo as a demo shopper —{' '}
      <Link
        to={signInPath(pathname + search)}
        className="font-semibold text-brand-900 underline underline-offset-2"
      >
        Sign in
      </Link>{' '}
      to use your own account
    </p>
  );
}
