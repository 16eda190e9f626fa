/**
 * What the islands build has instead of React Router (decision 059; vite.islands.config.ts
 * aliases 'react-router' to this file). On a public page nothing routes in the browser: a link
 * is an ordinary navigation to a page the server answers from its cache, so an island needs only
 * the few parts of the router its components use, writing the markup React Router writes (the
 * server rendered them with it, and hydration must find the same). The single-page app keeps
 * React Router itself.
 */
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';

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

export function useLocation(): Location {
  const { pathname, search, hash } = window.location;
  // A page is loaded once here: its address never changes under an island.
  return { pathname, search, hash, state: null, key: 'default' };
}

type NavigateOptions = { replace?: boolean };

/** Goes to another page the ordinary way: the server answers it (a public page, from its cache). */
export function useNavigate() {
  return (to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') return history.go(to);
    if (options.replace) window.location.replace(href(to));
    else window.location.assign(href(to));
  };
}

export function useParams(): Record<string, string | undefined> {
  return {};
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const params = new URLSearchParams(window.location.search);
  const navigate = useNavigate();
  return [
    params,
    (next, options) => {
      const search = new URLSearchParams(next).toString();
      navigate(`${window.location.pathname}${search ? `?${search}` : ''}`, options);
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
