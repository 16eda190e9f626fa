import { createContext, use, type ReactNode } from 'react';

/**
 * Whether this Telo runs in demo mode (issue 12: a visitor who has not signed in acts for the
 * demo shopper) as the server renderer saw it from GET /api/me without a cookie. It is the same
 * for every visitor, so a server-rendered page can carry the demo banner and the demo shopper's
 * initials, and nothing moves when the browser learns who the visitor is. Undefined when the page
 * was not server-rendered.
 */
const DemoModeContext = createContext<boolean | undefined>(undefined);

export function DemoModeProvider({
  demoMode,
  children,
}: {
  demoMode: boolean | undefined;
  children: ReactNode;
}) {
  return <DemoModeContext value={demoMode}>{children}</DemoModeContext>;
}

export function useDemoMode(): boolean | undefined {
  return use(DemoModeContext);
}
