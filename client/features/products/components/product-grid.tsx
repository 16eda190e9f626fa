import type { ReactNode } from 'react';
import { offscreenItems } from '../../../components/ui/offscreen-items.ts';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

const gridClasses = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4';

/** The outfit grid: two columns on phones, up to four on desktops. */
export function ProductGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      className={`${gridClasses} ${offscreenItems} *:[contain-intrinsic-block-size:auto_24rem]`}
    >
      {children}
    </ul>
  );
}

/** The grid while the outfits load: `count` skeleton cards (spec §9: 8 on the list page). */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading outfits" className={gridClasses}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
