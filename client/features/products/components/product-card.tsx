import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { imageSrcSet } from '../../../../shared/images.ts';
import { formatNaira } from '../../../../shared/money.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { paths } from '../../../config/paths.ts';
import { useImageSrcSet } from '../../../lib/data-light.tsx';

type Props = {
  product: Product;
  /**
   * The add-to-cart button, passed in by the page (features never import each other), e.g.
   * <OrderCustomButton product={p} />.
   */
  action?: ReactNode;
  /** The heading level that fits the page: h2 under the page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3';
  /** For cards in the first screenful: load the image at once instead of lazily. */
  priority?: boolean;
};

/** An outfit in a grid (spec §2, product card). The whole card links to the outfit's page. */
export function ProductCard({ product, action, headingLevel = 'h3', priority = false }: Props) {
  const srcSetFor = useImageSrcSet();
  const Heading = headingLevel;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-square overflow-hidden bg-stone-100">
        <img
          src={product.imageUrl}
          srcSet={srcSetFor(imageSrcSet(product.imageUrl))}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          alt={product.name}
          width={800}
          height={800}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <Badge tone="gold" className="absolute top-2 left-2 shadow-sm">
          Custom Made
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <p className="truncate text-xs font-medium text-gold-700">{product.tailor.businessName}</p>
        <Heading
          id={titleId}
          className="mt-1 line-clamp-2 leading-snug font-semibold text-stone-900"
        >
          {/* The link's box covers the card, so a tap anywhere opens the outfit. */}
          <Link
            to={paths.product(product.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-gold-600"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="mt-1 line-clamp-2 text-sm text-stone-600">{product.description}</p>
        <div className="mt-auto flex flex-col gap-2 pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg font-bold text-brand-900">{formatNaira(product.price)}</p>
          {/* Above the card-wide link, so the button gets its own taps. */}
          {action && (
            <div className="relative z-10 max-sm:[&_svg]:hidden [&>button]:w-full sm:[&>button]:w-auto">
              {action}
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
