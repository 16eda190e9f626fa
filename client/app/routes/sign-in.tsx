import { Link, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { paths } from '../../config/paths.ts';
import { SignInForm } from '../../features/account/components/sign-in-form.tsx';
import { nextPathAfterSignIn } from '../../features/account/lib/next-path.ts';
import { useMe } from '../../lib/current-user.ts';
import { notifySuccess } from '../../lib/notify.ts';

/**
 * /sign-in (issue 12): one form, phone number or email → code → signed in, then back to the page
 * the visitor came from (?next=, paths of this site only) or their profile.
 */
export default function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useMe();

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <h1 className="text-3xl font-bold text-brand-900">Sign in</h1>
      <p className="mt-2 text-stone-700">
        With your phone number or email: we send you a 6-digit code, no password needed. New to
        Telo? The same steps make your account.
      </p>
      <Card className="mt-6 p-5 sm:p-6">
        <SignInForm
          onSignedIn={(account) => {
            notifySuccess(
              'Signed in',
              `Welcome${account.fullName ? `, ${account.fullName}` : ''}! You are signed in.`,
            );
            void navigate(nextPathAfterSignIn(params.get('next'), paths.profile), {
              replace: true,
            });
          }}
        />
      </Card>
      {/* Below the form, so it moves nothing when the browser learns who the visitor is. */}
      {me?.signedIn && (
        <p className="mt-4 text-sm text-stone-700">
          You are signed in as {me.fullName || me.phone || me.email}.{' '}
          <Link to={paths.profile} className="font-semibold text-brand-900 underline">
            View profile
          </Link>
        </p>
      )}
    </section>
  );
}
