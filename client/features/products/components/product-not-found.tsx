import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/** An outfit id that does not exist (or no longer does). */
export function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-stone-100">
        <SearchX aria-hidden="true" className="size-8 text-stone-500" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">Product not found</h1>
      <p className="mt-2 text-stone-600">
        This outfit may have been removed by its tailor, or the link is incomplete.
      </p>
      <Link to={paths.products} className={buttonClasses('primary', 'md', 'mt-6')}>
        Back to Products
      </Link>
    </div>
  );
}
