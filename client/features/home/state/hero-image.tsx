import type { ReactNode } from 'react';
import { createContext, use } from 'react';
import { preload } from 'react-dom';
import { smallestSrcSet } from '../../../../shared/data-light.ts';
import { heroImages } from '../../../../shared/images.ts';

export type HeroImage = (typeof heroImages)[number];

/**
 * Picks the hero image for this page load. Call it once when the app starts (never during a
 * render), so the picture stays the same while the shopper moves around, and a server renderer
 * can pick on its side and hand the same choice to the browser.
 */
export function pickHeroImage(random: () => number = Math.random): HeroImage {
  return heroImages[Math.floor(random() * heroImages.length)] ?? heroImages[0]!;
}

/** Same sizes as the <img> in hero.tsx, so the browser picks the same file it preloads. */
export const HERO_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw';

/**
 * Where the picture stands beside the heading (hero.tsx's `lg:grid-cols-2`) and is the first
 * screen's largest paint: only there is it preloaded. On a phone it sits below the heading, at
 * the bottom of the first screen or under it, and the heading is the largest paint: fetched with
 * the HTML, the picture would share a 3G link's first round trips with it. There the <img> is
 * lazy and asked for once the page is laid out, after the heading has been painted.
 */
export const HERO_PRELOAD_MEDIA = '(min-width: 1024px)';

/**
 * Starts fetching the hero picture (the home page's largest paint) before the home page's code
 * has even arrived: on 3G that saves a round trip. Only worth it when the home page is opening.
 */
export function preloadHeroImage(image: HeroImage, dataLight = false) {
  preload(image.src, {
    as: 'image',
    imageSrcSet: dataLight ? smallestSrcSet(image.srcSet) : image.srcSet,
    imageSizes: HERO_SIZES,
    media: HERO_PRELOAD_MEDIA,
    fetchPriority: 'high',
  });
}

const HeroImageContext = createContext<HeroImage>(heroImages[0]!);

export function HeroImageProvider({ image, children }: { image: HeroImage; children: ReactNode }) {
  return <HeroImageContext value={image}>{children}</HeroImageContext>;
}

export function useHeroImage(): HeroImage {
  return use(HeroImageContext);
}
