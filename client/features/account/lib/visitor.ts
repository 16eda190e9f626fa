import type { Me } from '../../../../shared/schemas/account.ts';
import { useMe } from '../../../lib/current-user.ts';
import { useDemoMode } from '../../../lib/server-visitor.tsx';

/** The demo shopper's fixed initials on the avatar (spec §2: "avatar with fixed initials"). */
export const DEMO_SHOPPER_INITIALS = 'AO';

export type Visitor = {
  /** False until GET /api/me has answered in this browser (and in the server renderer). */
  known: boolean;
  signedIn: boolean;
  /** Acting for the spec's demo shopper: the demo banner shows. */
  demo: boolean;
  /** For the avatar; null shows a plain person icon. */
  initials: string | null;
  me: Me | undefined;
};

/** "Adaeze Okafor" → "AO", "Tunde" → "T"; first and last word. */
export function initialsOf(fullName: string | null | undefined): string | null {
  const words = fullName?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return null;
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words.at(-1)!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/**
 * Who the header shows. Until the browser knows, it shows what every visitor without a cookie
 * sees (the demo shopper in demo mode), exactly as the server rendered it.
 */
export function useVisitor(): Visitor {
  const me = useMe();
  const demoMode = useDemoMode();
  if (!me)
    return {
      known: false,
      signedIn: false,
      demo: demoMode === true,
      initials: demoMode === true ? DEMO_SHOPPER_INITIALS : null,
      me,
    };
  return {
    known: true,
    signedIn: me.signedIn,
    demo: me.demo,
    initials: me.demo ? DEMO_SHOPPER_INITIALS : me.signedIn ? initialsOf(me.fullName) : null,
    me,
  };
}
