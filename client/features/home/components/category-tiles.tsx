import { Link } from 'react-router';
import { homeCategoryTiles } from '../../../../shared/catalog.ts';
import { imageSrcSet, productImageUrls } from '../../../../shared/images.ts';
import { paths } from '../../../config/paths.ts';
import { useImageSrcSet } from '../../../lib/data-light.tsx';

/** 'Shop by Category': the 8 tiles of spec §2, each opening that category's collection. */
export function CategoryTiles() {
  const srcSetFor = useImageSrcSet();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
      {homeCategoryTiles.map((category) => {
        const image = productImageUrls[category][0]!;
        return (
          <li key={category}>
            <Link
              to={paths.category(category)}
              className="group relative block overflow-hidden rounded-xl bg-stone-100 shadow-sm"
            >
              <img
                src={image}
                srcSet={srcSetFor(imageSrcSet(image))}
                sizes="(min-width: 1280px) 300px, (min-width: 640px) 25vw, 50vw"
                alt=""
                width={800}
                height={800}
                loading="lazy"
                className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-950/85 via-stone-950/50 to-transparent px-3 pt-10 pb-3 font-semibold text-white sm:text-lg">
                {category}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
