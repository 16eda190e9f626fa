import { paths } from '../../config/paths.ts';

/** The top navigation of spec §2, in order. */
export const navLinks = [
  { to: paths.products, label: 'Browse Outfits' },
  { to: paths.tailors, label: 'Find Tailors' },
  { to: paths.bodyScan, label: 'Body Scan' },
  { to: paths.orders, label: 'Orders' },
  { to: paths.rewards, label: 'Rewards' },
] as const;
