import { categories } from '../../../shared/catalog.ts';
import { paths } from '../../config/paths.ts';

/** The footer's link groups of spec §2, in order (`liveLabel`: as in nav-links.ts). */
export const footerGroups: {
  title: string;
  links: { to: string; label: string; liveLabel?: string }[];
}[] = [
  {
    title: 'Shop',
    links: [
      ...categories.map((c) => ({ to: paths.category(c), label: c })),
      { to: paths.products, label: 'All Traditional Wear' },
    ],
  },
  {
    title: 'Services',
    links: [
      { to: paths.bodyScan, label: '3D Body Scan', liveLabel: 'Guided Measuring' },
      { to: paths.tailors, label: 'Find a Tailor' },
      { to: paths.orders, label: 'Track Your Orders' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: paths.help, label: 'Help Center' },
      { to: paths.contact, label: 'Contact Us' },
      { to: paths.sizeGuide, label: 'Size Guide' },
      { to: paths.returns, label: 'Lifetime Fit Guarantee' },
      { to: paths.becomeTailor, label: 'Join our Master Network' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacyPolicy, label: 'Privacy Policy' },
      { to: paths.termsOfService, label: 'Terms of Service' },
      { to: paths.cookiePolicy, label: 'Cookie Policy' },
    ],
  },
];
