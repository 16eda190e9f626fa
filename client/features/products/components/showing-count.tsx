import type { ProductPage } from '../../../../shared/schemas/product-list.ts';

const count = new Intl.NumberFormat('en-NG');

/** 'Showing N of M products': N match every filter, M are all outfits (spec §2). */
export function ShowingCount({ page }: { page: ProductPage }) {
  const matched = page.matchedCapped
    ? `${count.format(page.matched)}+`
    : count.format(page.matched);
  return (
    <p role="status" className="mb-4 text-sm text-stone-600">
      Showing {matched} of {count.format(page.total)} products
    </p>
  );
}
