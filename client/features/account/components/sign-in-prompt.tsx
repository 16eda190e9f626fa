import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { signInPath } from '../lib/next-path.ts';

/**
 * Live mode: a page that needs an account, seen by a visitor who has not signed in. The sign-in
 * link brings them back here afterwards. The tab keeps the page's own title (one <title> at a
 * time, client/app/routes.tsx).
 */
export function SignInPrompt({ what, title }: { what: string; title?: string }) {
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8 text-center">
        <LogIn aria-hidden="true" className="mx-auto size-10 text-brand-800" />
        <h1 className="mt-3 text-2xl font-bold text-stone-900">
          {title ?? `Sign in to see your ${what}`}
        </h1>
        <p className="mt-2 text-stone-600">
          Use your phone number or email: we send you a 6-digit code, no password needed.
        </p>
        <Link to={signInPath(pathname + search)} className={buttonClasses('primary', 'lg', 'mt-6')}>
          Sign in
        </Link>
      </Card>
    </section>
  );
}
