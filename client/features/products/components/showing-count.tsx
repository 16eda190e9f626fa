import { groupThousands } from '../../../../shared/numbers.ts';
import type { ProductPage } from '../../../../shared/schemas/product-list.ts';

/** 'Showing N of M products': N match every filter, M are all outfits (spec §2). */
export function ShowingCount({ page }: { page: ProductPage }) {
  const matched = page.matchedCapped
    ? `${groupThousands(page.matched)}+`
    : groupThousands(page.matched);
  return (
    <p role="status" className="mb-4 text-sm text-stone-600">
      Showing {matched} of {groupThousands(page.total)} products
    </p>
  );
}
