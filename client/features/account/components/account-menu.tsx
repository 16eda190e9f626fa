import { ChevronDown, UserRound } from 'lucide-react';
import { useRef } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSignOut } from '../api/sign-out.ts';
import { signInPath } from '../lib/next-path.ts';
import { useVisitor } from '../lib/visitor.ts';

const MENU_ID = 'account-menu';
const item =
  'flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-medium text-stone-800 hover:bg-stone-100';

/**
 * The avatar (a link to /profile, spec §2) with the visitor's initials, and beside it a small
 * menu: Profile, Orders, Aso-ebi events and Sign out when signed in; Sign in (and the demo
 * shopper's Aso-ebi events) when not. The menu is a native
 * popover: the browser closes it on Escape and on a tap elsewhere.
 */
export function AccountMenu() {
  const visitor = useVisitor();
  const menu = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signOut = useSignOut();
  const close = () => menu.current?.hidePopover();

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        close();
        notifySuccess('Signed out', 'You have signed out of your account');
        void navigate(paths.home);
      },
      onError: () => notifyError('Error', 'Failed to sign out. Please try again.'),
    });

  return (
    <div className="flex items-center">
      <NavLink
        to={paths.profile}
        aria-label="Your profile"
        className="group grid size-11 place-items-center rounded-full"
      >
        {/* The initials are a picture of the person: the link's name is its label alone. */}
        <span
          aria-hidden="true"
          className="grid size-9 place-items-center rounded-full bg-brand-900 text-sm font-semibold text-white ring-gold-500 group-aria-[current=page]:ring-2 group-aria-[current=page]:ring-offset-2"
        >
          {visitor.initials ?? <UserRound aria-hidden="true" className="size-5" />}
        </span>
      </NavLink>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-label="Account menu"
        className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-stone-100"
      >
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div
        ref={menu}
        id={MENU_ID}
        popover="auto"
        className="fixed inset-auto top-16 right-[max(0.75rem,calc((100vw-80rem)/2+0.75rem))] m-0 w-64 rounded-lg border border-stone-200 bg-white p-2 text-stone-900 shadow-lg"
      >
        {visitor.signedIn && visitor.me ? (
          <>
            <p className="px-3 pt-1 pb-2 text-sm">
              <span className="block font-semibold">{visitor.me.fullName || 'Your account'}</span>
              <span className="block text-stone-600">{visitor.me.phone ?? visitor.me.email}</span>
            </p>
            <ul aria-label="Account">
              <li>
                <Link to={paths.profile} onClick={close} className={item}>
                  Profile
                </Link>
              </li>
              <li>
                <Link to={paths.orders} onClick={close} className={item}>
                  Orders
                </Link>
              </li>
              <li>
                <Link to={paths.events} onClick={close} className={item}>
                  Aso-ebi events
                </Link>
              </li>
              {visitor.me.roles.includes('tailor') && (
                <li>
                  <Link to={paths.dashboard} onClick={close} className={item}>
                    Tailor workspace
                  </Link>
                </li>
              )}
              {visitor.me.roles.includes('admin') && (
                <li>
                  <Link to="/admin" onClick={close} className={item}>
                    Review desk
                  </Link>
                </li>
              )}
              <li>
                <button
                  type="button"
                  onClick={onSignOut}
                  disabled={signOut.isPending}
                  className={item}
                >
                  {signOut.isPending ? 'Signing out...' : 'Sign out'}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <>
            {visitor.demo && (
              <p className="px-3 pt-1 pb-2 text-sm text-stone-600">
                You are using the demo shopper&apos;s account.
              </p>
            )}
            <ul aria-label="Account">
              <li>
                <Link to={signInPath(pathname + search)} onClick={close} className={item}>
                  Sign in
                </Link>
              </li>
              {visitor.demo && (
                <li>
                  <Link to={paths.events} onClick={close} className={item}>
                    Aso-ebi events
                  </Link>
                </li>
              )}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
