import { paths } from '../../config/paths.ts';

/**
 * The top navigation of spec §2, in order. `liveLabel`: the live shop's word where the demo's
 * names what the live shop does not do (it measures by a guide, it does not scan; issue 29).
 */
export const navLinks: { to: string; label: string; liveLabel?: string }[] = [
  { to: paths.products, label: 'Browse Outfits' },
  { to: paths.tailors, label: 'Find Tailors' },
  { to: paths.bodyScan, label: 'Body Scan', liveLabel: 'Measure' },
  { to: paths.orders, label: 'Orders' },
  { to: paths.rewards, label: 'Rewards' },
];
