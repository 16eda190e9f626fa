import { createContext, use, type ReactNode } from 'react';
import type { Me } from '../../shared/schemas/account.ts';

/**
 * What the server renderer knew of the visitor, true of everyone it could be (issue 12,
 * decision 038); the browser's first render repeats it, so nothing moves while it learns more.
 * - `demoMode`: whether a visitor who has not signed in acts for the demo shopper, as GET /api/me
 *   without a cookie answered. It lets a rendered page carry the demo banner and the demo
 *   shopper's initials. Undefined when the page was not server-rendered.
 * - `guest`: a personal page asked without a session cookie in live mode was rendered for a guest
 *   (that same answer of GET /api/me), so it shows its sign-in prompt from the first paint.
 */
export type ServerVisitor = { demoMode: boolean | undefined; guest: Me | undefined };

const NOTHING_KNOWN: ServerVisitor = { demoMode: undefined, guest: undefined };
const ServerVisitorContext = createContext<ServerVisitor>(NOTHING_KNOWN);

export function ServerVisitorProvider({
  visitor = NOTHING_KNOWN,
  children,
}: {
  visitor: ServerVisitor | undefined;
  children: ReactNode;
}) {
  return <ServerVisitorContext value={visitor}>{children}</ServerVisitorContext>;
}

export function useDemoMode(): boolean | undefined {
  return use(ServerVisitorContext).demoMode;
}

/** The acting user the page was rendered for: only ever a live-mode guest, else undefined. */
export function useServerRenderedMe(): Me | undefined {
  return use(ServerVisitorContext).guest;
}
