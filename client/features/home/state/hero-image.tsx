import type { ReactNode } from 'react';
import { createContext, use } from 'react';
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

const HeroImageContext = createContext<HeroImage>(heroImages[0]!);

export function HeroImageProvider({ image, children }: { image: HeroImage; children: ReactNode }) {
  return <HeroImageContext value={image}>{children}</HeroImageContext>;
}

export function useHeroImage(): HeroImage {
  return use(HeroImageContext);
}
