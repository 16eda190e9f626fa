/**
 * Whether this browser is signed in, known before the first paint (decision 041): the server
 * keeps a cookie the page's script can read in step with the session
 * (server/plugins/session.ts), a script at the top of every rendered page's <head> marks the
 * document from it (server/ssr/inline/signed-in-hint.ts), and the page's code keeps the mark in step
 * with GET /api/me (client/features/account/components/demo-banner.tsx). The stylesheet hides the
 * demo banner under the mark (client/styles.css).
 */
export const SIGNED_IN_HINT_COOKIE = 'telo_signed_in';

/** The attribute on <html>. */
export const SIGNED_IN_MARK = 'data-signed-in';
