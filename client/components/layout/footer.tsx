import { Link } from 'react-router';
import { useLinkLabel } from '../../lib/shop.ts';
import { offscreenBand } from '../ui/offscreen-items.ts';
import { BrandLogo } from './brand-logo.tsx';
import { PageWeight } from './page-weight.tsx';
import { footerGroups } from './footer-links.ts';
import { ShopChannels } from './shop-channels.tsx';
import { island } from '../../islands/island.tsx';

// Measured in the browser after load: the footer's one island (decision 059).
const PageWeightIsland = island('page-weight', PageWeight);

export function Footer() {
  const labelOf = useLinkLabel();
  return (
    <footer
      className={`${offscreenBand} bg-brand-900 text-brand-50 [contain-intrinsic-block-size:auto_74rem] lg:[contain-intrinsic-block-size:auto_26rem]`}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-12">
        <div className="sm:col-span-2 lg:col-span-3">
          <BrandLogo tone="light" />
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-brand-100">
            Agbada, senator, ankara, aso-oke and lace, made to your own measurements by master
            tailors across Nigeria.
          </p>
          <div className="mt-6">
            <ShopChannels />
          </div>
        </div>
        {footerGroups.map((group) => (
          <nav
            key={group.title}
            aria-labelledby={`footer-${group.title}`}
            className={group.title === 'Shop' ? 'lg:col-span-3' : 'lg:col-span-2'}
          >
            <h2
              id={`footer-${group.title}`}
              className="text-sm font-semibold tracking-wide text-gold-100 uppercase"
            >
              {group.title}
            </h2>
            <ul
              className={
                group.title === 'Shop'
                  ? 'mt-3 grid grid-cols-2 gap-x-4'
                  : 'mt-3 grid grid-cols-2 gap-x-4 sm:grid-cols-1'
              }
            >
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center text-sm text-brand-50 hover:text-white hover:underline"
                  >
                    {labelOf(link)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-100">
          © 2025 Telo. All rights reserved.
        </p>
        <PageWeightIsland />
      </div>
    </footer>
  );
}
