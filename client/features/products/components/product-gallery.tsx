import { imageSrcSet } from '../../../../shared/images.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { useImageSrcSet } from '../../../lib/data-light.tsx';

/** The outfit picture's width on screen: the full column on a phone, 600 px beside the details. */
const PICTURE_SIZES = '(min-width: 1024px) 600px, 100vw';

/** The outfit's picture and three thumbnails (spec §2: all the same image, for now). */
export function ProductGallery({ product }: { product: Product }) {
  const srcSetFor = useImageSrcSet();
  const srcSet = srcSetFor(imageSrcSet(product.imageUrl));
  return (
    <div>
      <img
        src={product.imageUrl}
        srcSet={srcSet}
        sizes={PICTURE_SIZES}
        alt={product.name}
        width={800}
        height={800}
        fetchPriority="high"
        className="aspect-square w-full rounded-2xl bg-stone-100 object-cover"
      />
      <ul className="mt-3 grid grid-cols-3 gap-3" aria-label="More views">
        {[1, 2, 3].map((n) => (
          <li key={n}>
            <img
              src={product.imageUrl}
              srcSet={srcSet}
              // The picture's own sizes, though drawn smaller: the browser picks the very file
              // it has just fetched for the picture, where a smaller one would be a second
              // download on the page's largest paint's 3G link, for the same image.
              sizes={PICTURE_SIZES}
              alt={`${product.name}, view ${n}`}
              width={800}
              height={800}
              loading="lazy"
              className="aspect-square w-full rounded-lg bg-stone-100 object-cover ring-1 ring-stone-200"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
