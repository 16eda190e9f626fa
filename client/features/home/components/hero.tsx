import { BadgeCheck, Ruler, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Shop } from '../../../../shared/schemas/shop.ts';
import { countOf } from '../../../../shared/numbers.ts';
import { paths } from '../../../config/paths.ts';
import { useShop } from '../../../lib/shop.ts';
import { HERO_SIZES, type HeroImage } from '../state/hero-image.tsx';
import { goldCta, outlineOnDarkCta } from './cta-classes.ts';
import { useImageSrcSet } from '../../../lib/data-light.tsx';

/** The spec's promises in the demo; in the live shop only what is true of it (issue 29). */
const demoPromises = [
  { icon: Users, text: '500+ master tailors' },
  { icon: Ruler, text: '60-second body scan' },
  { icon: BadgeCheck, text: 'Fit guaranteed for life' },
];

function livePromises({ facts }: Shop) {
  return [
    ...(facts.tailors > 0
      ? [{ icon: Users, text: `${countOf(facts.tailors, 'master tailor')} across Nigeria` }]
      : []),
    { icon: Ruler, text: 'Guided measuring at home' },
    { icon: BadgeCheck, text: 'Fit guaranteed for life' },
  ];
}

/** The demo's words, or the live shop's: it measures by a guide, it does not scan. */
const heroWords = {
  demo: {
    lead: 'Scan your body with your phone, choose an agbada, senator or aso-oke look, and a master tailor sews it to your exact measurements.',
    measure: 'Start Body Scan',
  },
  live: {
    lead: 'Measure yourself with our step-by-step guide, choose an agbada, senator or aso-oke look, and a master tailor sews it to your exact measurements.',
    measure: 'Take Your Measurements',
  },
};

/**
 * The first screen: the promise, two ways in, and the hero picture (a wide screen's LCP image,
 * preloaded there; lazy on a phone, where it sits below the heading: HERO_PRELOAD_MEDIA).
 */
export function Hero({ image }: { image: HeroImage }) {
  const srcSetFor = useImageSrcSet();
  const shop = useShop();
  const words = shop?.demo === false ? heroWords.live : heroWords.demo;
  const promises = shop ? (shop.demo ? demoPromises : livePromises(shop)) : [];
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-10 [background-image:radial-gradient(circle_at_1px_1px,#fde68a_1px,transparent_0)] [background-size:22px_22px]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:py-14 lg:grid-cols-2 lg:gap-12 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-gold-100 uppercase">
            Made to measure across Nigeria
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-extrabold sm:text-5xl">
            Bespoke African Fashion, Correctly Fitted
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50">{words.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.bodyScan} className={goldCta}>
              {words.measure}
            </Link>
            <Link to={paths.products} className={outlineOnDarkCta}>
              Browse Outfits
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-50">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-gold-500" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <img
          src={image.src}
          srcSet={srcSetFor(image.srcSet)}
          sizes={HERO_SIZES}
          alt={image.alt}
          width={1024}
          height={576}
          loading="lazy"
          fetchPriority="high"
          decoding="async"
          className="aspect-video w-full rounded-2xl object-cover shadow-2xl ring-1 ring-white/20"
        />
      </div>
    </section>
  );
}
