/**
 * The parts of the aso-ebi event page whose code comes after the page's own in the islands build
 * (decision 059, client/islands/deferred-part.tsx): the share row and the guest's own panel
 * (join, measurements, pay, leave) below the looks. One module, so one chunk.
 */
export { GuestPanel } from '../../features/aso-ebi-guest/components/guest-panel.tsx';
export { ShareRow } from '../../features/aso-ebi-guest/components/share-row.tsx';
