import { SIGNED_IN_HINT_SCRIPT } from './inline/inline-scripts.generated.ts';

/**
 * The head script of every rendered page (decision 041): it marks the document from the hint
 * cookie before anything in <body> is painted (server/ssr/inline/signed-in-hint.ts, compiled at
 * build into the text whose hash the CSP allows, decision 047).
 */
export const SIGNED_IN_HINT_TAG = `<script>${SIGNED_IN_HINT_SCRIPT}</script>`;
