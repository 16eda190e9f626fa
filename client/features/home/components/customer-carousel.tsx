import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { imageSrcSet } from '../../../../shared/images.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { carouselItems } from './carousel-items.ts';
import { useImageSrcSet } from '../../../lib/data-light.tsx';

/** Wraps both ways: after the last comes the first, before the first the last. */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

/**
 * A looping carousel of five items (spec §2). It never moves by itself; Previous and Next are
 * real buttons, the arrow keys work while focus is inside, and the new slide is announced politely.
 */
export function CustomerCarousel() {
  const srcSetFor = useImageSrcSet();
  const [current, setCurrent] = useState(0);
  const count = carouselItems.length;
  const item = carouselItems[current]!;
  const go = (step: number) => setCurrent((i) => wrapIndex(i + step, count));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Made for every occasion"
      onKeyDown={onKeyDown}
      className="mx-auto max-w-4xl overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div aria-live="polite" aria-atomic="true">
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${current + 1} of ${count}`}
          className="grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        >
          <img
            key={item.image}
            src={item.image}
            srcSet={srcSetFor(imageSrcSet(item.image))}
            sizes="(min-width: 768px) 360px, 100vw"
            alt=""
            width={800}
            height={800}
            loading="lazy"
            className="aspect-[4/3] w-full bg-stone-100 object-cover object-top md:aspect-auto md:h-full"
          />
          <div className="flex flex-col justify-center p-6 sm:p-10">
            <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">
              {item.occasion}
            </p>
            <h3 className="mt-2 text-2xl font-bold text-stone-900">{item.title}</h3>
            <p className="mt-3 text-stone-600">{item.description}</p>
            <Link
              to={paths.category(item.category)}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline"
            >
              See {item.category} outfits
            </Link>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3">
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" aria-label="Previous" onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Next" onClick={() => go(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
          <span className="ml-1 text-sm whitespace-nowrap text-stone-600" aria-hidden="true">
            {current + 1} / {count}
          </span>
        </div>
        <Link to={paths.products} className={buttonClasses('primary', 'md', 'max-sm:w-full')}>
          Browse Custom Outfits
        </Link>
      </div>
    </div>
  );
}
