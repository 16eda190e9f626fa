import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** No outfit matches every filter (spec §2, Products). */
export function ProductsEmpty({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-stone-50 px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-white shadow-sm">
        <SearchX aria-hidden="true" className="size-8 text-stone-500" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-stone-900">No products found</h2>
      <p className="mt-2 text-stone-600">Try adjusting your search or filter criteria</p>
      <Button className="mt-6" onClick={onReset}>
        Reset Search
      </Button>
    </div>
  );
}
