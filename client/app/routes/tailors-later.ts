/**
 * The parts of the tailors list whose code comes after the page's own in the islands build
 * (decision 059, client/islands/deferred-part.tsx): the invitation to join below the results.
 */
export { JoinNetworkCta } from '../../features/tailors/components/join-network-cta.tsx';
