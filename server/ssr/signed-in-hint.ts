import { createHash } from 'node:crypto';

/**
 * A signed-in visitor in demo mode must not see the demo banner painted and then taken away
 * (a layout shift on every page they open). The server renders every page as for a visitor it
 * does not know (decisions 019, 038), so the browser says who it is before the first paint:
 * a cookie the page's script can read, `1` while this browser's session is signed in, and a
 * script at the top of <head> that marks the document so the stylesheet hides the banner
 * (client/styles.css, `data-demo-banner`). The cookie says nothing about whom: the session
 * stays in its HttpOnly cookie, and a shared cached page holds the same script for everyone.
 * The server writes the cookie on every answer whose session disagrees with it
 * (server/plugins/session.ts); the page's code keeps the mark in step once GET /api/me has
 * answered (client/features/account/components/demo-banner.tsx).
 */
export const SIGNED_IN_HINT_COOKIE = 'telo_signed_in';

/** The document's mark; the stylesheet and the demo banner read it. */
const MARK = 'data-signed-in';

export const SIGNED_IN_HINT_SCRIPT = `document.cookie.split('; ').includes('${SIGNED_IN_HINT_COOKIE}=1') && document.documentElement.setAttribute('${MARK}', '');`;

/** For the Content-Security-Policy, beside the boot script's. */
export const SIGNED_IN_HINT_HASH = `'sha256-${createHash('sha256').update(SIGNED_IN_HINT_SCRIPT).digest('base64')}'`;

export const SIGNED_IN_HINT_TAG = `<script>${SIGNED_IN_HINT_SCRIPT}</script>`;
