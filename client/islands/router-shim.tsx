/**
 * What the islands build has instead of React Router (decision 059; vite.islands.config.ts
 * aliases 'react-router' to this file). On a public page nothing routes in the browser: a link
 * is an ordinary navigation to a page the server answers from its cache, so an island needs only
 * the few parts of the router its components use, writing the markup React Router writes (the
 * server rendered them with it, and hydration must find the same). The single-page app keeps
 * React Router itself.
 */
import {
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { sharedValue } from '../lib/shared-value.ts';

type To = string | { pathname?: string; search?: string; hash?: string };

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
};

/** The address a `to` stands for, as React Router writes it into an href. */
export function href(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

const current = (key: string): Location => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key };
};
let address: ReturnType<typeof sharedValue<Location>> | undefined;
let moves = 0;
/** The page's address: it changes only within the page (its query: a list's filters). */
function addressOf() {
  if (!address) {
    const value = sharedValue(current('default'));
    window.addEventListener('popstate', () => value.set(current(`pop-${++moves}`)));
    address = value;
  }
  return address;
}

export function useLocation(): Location {
  const value = addressOf();
  // The same address the server rendered: hydration reads it as the server snapshot too.
  return useSyncExternalStore(value.subscribe, value.get, value.get);
}

type NavigateOptions = { replace?: boolean; preventScrollReset?: boolean };

type PageNavigator = (url: string, options: NavigateOptions) => void;
/** Another page: an ordinary navigation, unless the islands' code sets the app's takeover. */
let toAnotherPage: PageNavigator = (url, options) =>
  options.replace ? window.location.replace(url) : window.location.assign(url);
export function setPageNavigator(navigator: PageNavigator) {
  toAnotherPage = navigator;
}

/**
 * Goes to another page through the page navigator (client/islands/app-takeover.ts). Only a
 * change of this page's query (a list's filters, the header's search on the list) stays in the
 * page, as in the app: the islands showing it re-render.
 */
function go(to: string, options: NavigateOptions = {}) {
  const next = new URL(to, window.location.href);
  if (next.origin !== window.location.origin || next.pathname !== window.location.pathname) {
    toAnotherPage(next.href, options);
    return;
  }
  if (options.replace) history.replaceState(null, '', next.href);
  else history.pushState(null, '', next.href);
  addressOf().set(current(`move-${++moves}`));
}

export function useNavigate() {
  return (to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') history.go(to);
    else go(href(to), options);
  };
}

export function useParams(): Record<string, string | undefined> {
  return {};
}

export function useSearchParams(): [
  URLSearchParams,
  (
    next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [
    params,
    (next, options) => {
      const made =
        typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = new URLSearchParams(made).toString();
      go(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
  ];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace: _replace, state: _state, ...rest }: LinkProps) {
  return <a {...rest} href={href(to)} />;
}

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
};

/** A link that says whether it is the current page: `aria-current="page"` and class "active". */
export function NavLink({ to, end, className, children, ...rest }: NavLinkProps) {
  const target = href(to).split(/[?#]/)[0]!;
  const { pathname } = window.location;
  const isActive =
    pathname === target ||
    (!end && target !== '/' && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return (
    <Link {...rest} to={to} aria-current={isActive ? 'page' : undefined} className={classes}>
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}
