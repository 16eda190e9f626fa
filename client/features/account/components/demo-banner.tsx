import { Link, useLocation } from 'react-router';
import { signInPath } from '../lib/next-path.ts';
import { useVisitor } from '../lib/visitor.ts';

/**
 * Demo mode, not signed in: a slim line above the header says whose account the visitor is using
 * (issue 12). The server renders it too (demo mode is the same for everyone), so it does not
 * push the page down after loading; it goes once the browser learns the visitor is signed in.
 */
export function DemoBanner() {
  const { demo } = useVisitor();
  const { pathname, search } = useLocation();
  if (!demo || pathname === '/sign-in') return null;
  return (
    <p className="bg-gold-100 px-4 py-1.5 text-center text-sm text-stone-900">
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
