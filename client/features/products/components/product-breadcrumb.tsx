import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/schemas/product.ts';
import { paths } from '../../../config/paths.ts';

/** Products / {category} / {name} (spec §2, Product detail). */
export function ProductBreadcrumb({ product }: { product: Product }) {
  const link = 'inline-flex min-h-11 items-center hover:text-brand-800 hover:underline';
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-x-1">
        <li className="flex items-center gap-1">
          <Link to={paths.products} className={link}>
            Products
          </Link>
          <ChevronRight aria-hidden="true" className="size-4" />
        </li>
        <li className="flex items-center gap-1">
          <Link to={paths.category(product.category)} className={link}>
            {product.category}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4" />
        </li>
        <li aria-current="page" className="font-medium text-stone-900">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
