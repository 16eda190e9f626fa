import { imageSrcSet } from '../../../shared/images.ts';
import { cn } from '../../lib/cn.ts';
import { useImageSrcSet } from '../../lib/data-light.tsx';

type Props = {
  /** A catalogue image (its other widths come from `imageSrcSet`). */
  src: string;
  /** The square's width on screen in CSS pixels: picks the file and reserves the space. */
  px: number;
  /** The size classes (e.g. `size-20`), and any others. */
  className: string;
  loading?: 'lazy' | 'eager';
};

/** A small square picture beside a line of text (cart, checkout, orders); decorative, so no alt. */
export function Thumbnail({ src, px, className, loading }: Props) {
  const srcSetFor = useImageSrcSet();
  return (
    <img
      src={src}
      srcSet={srcSetFor(imageSrcSet(src))}
      sizes={`${px}px`}
      alt=""
      width={px}
      height={px}
      loading={loading}
      className={cn('shrink-0 rounded-md bg-stone-100 object-cover', className)}
    />
  );
}
