import { canonicalCategory, categories } from '../../../../shared/catalog.ts';
import { productSortLabels, productSorts } from '../../../../shared/schemas/product-search.ts';
import {
  ClearFiltersButton,
  FilterChoice,
  FilterSearch,
} from '../../../components/filters/filter-fields.tsx';
import type { ProductFilters } from '../lib/product-filters.ts';

type Props = {
  filters: ProductFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (change: Partial<ProductFilters>) => void;
  onClear: () => void;
};

/** Search box, category and sort selects, and 'Clear Filters' (spec §2, Products). */
export function ProductFiltersBar({
  filters,
  searchText,
  onSearchTextChange,
  onChange,
  onClear,
}: Props) {
  // The select offers Telo's categories only: a category it does not have (from a typed or old
  // link) shows as "All Categories", and the empty list beside it offers Reset Search.
  const category = canonicalCategory(filters.category) ?? '';

  return (
    <div
      role="search"
      aria-label="Filter outfits"
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:grid-cols-2 sm:p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <FilterSearch
        label="Search"
        placeholder="Search products..."
        value={searchText}
        onChange={onSearchTextChange}
        maxLength={100}
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterChoice
        label="Category"
        value={category}
        allLabel="All Categories"
        choices={categories}
        onChoose={(category) => onChange({ category })}
      />
      <FilterChoice
        label="Sort by"
        value={filters.sort}
        choices={productSorts}
        labels={productSortLabels}
        onChoose={(sort) => onChange({ sort })}
      />
      <ClearFiltersButton onClear={onClear} icon className="sm:col-span-2 lg:col-span-1" />
    </div>
  );
}
