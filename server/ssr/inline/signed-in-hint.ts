import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_MARK } from '../../../shared/signed-in-hint.ts';

/**
 * The head script of every rendered page (decision 041), as TypeScript; compiled into
 * inline-scripts.generated.ts by scripts/build-inline-scripts.ts (decision 047). The server
 * renders each page as for a visitor it does not know (decisions 019, 038), so a signed-in person
 * in demo mode would see the demo banner painted and then taken away: this marks the document
 * from the hint cookie before anything in <body> is painted, and the stylesheet hides the banner
 * under the mark. The cookie says nothing about whom (the session stays in its HttpOnly cookie),
 * and the script is the same for everyone, so a shared cached page stays shared.
 */
if (document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`))
  document.documentElement.setAttribute(SIGNED_IN_MARK, '');
