/**
 * The parts of the outfits list whose code comes after the page's own in the islands build
 * (decision 059, client/islands/deferred-part.tsx): what shows while a new search loads, when it
 * finds nothing, or when it fails. One module, so one chunk.
 */
export { ProductGridSkeleton } from '../../features/products/components/product-grid.tsx';
export { ProductsEmpty } from '../../features/products/components/products-empty.tsx';
export { ProductsLoadError } from '../../features/products/components/products-load-error.tsx';
