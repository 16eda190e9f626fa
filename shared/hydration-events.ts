/**
 * Dispatched on `document` once React has hydrated a rendered page
 * (client/components/layout/page-hydrated.tsx): the page's boot script
 * (server/ssr/inline/boot.ts) then hands over the taps it held meanwhile.
 */
export const HYDRATED_EVENT = 'telo:hydrated';
