import { X } from 'lucide-react';
import { canonicalCategory, categories } from '../../../../shared/catalog.ts';
import { productSortLabels, productSorts } from '../../../../shared/schemas/product-search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceSelect } from '../../../components/ui/choice-select.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
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
      <Field label="Search" className="sm:col-span-2 lg:col-span-1">
        {({ id }) => (
          <SearchInput
            id={id}
            placeholder="Search products..."
            value={searchText}
            onChange={(event) => onSearchTextChange(event.target.value)}
            maxLength={100}
          />
        )}
      </Field>
      <Field label="Category">
        {({ id }) => (
          <ChoiceSelect
            id={id}
            value={category}
            allLabel="All Categories"
            choices={categories}
            onChoose={(category) => onChange({ category })}
          />
        )}
      </Field>
      <Field label="Sort by">
        {({ id }) => (
          <ChoiceSelect
            id={id}
            value={filters.sort}
            choices={productSorts}
            labels={productSortLabels}
            onChoose={(sort) => onChange({ sort })}
          />
        )}
      </Field>
      <Button variant="outline" onClick={onClear} className="sm:col-span-2 lg:col-span-1">
        <X aria-hidden="true" className="size-4" />
        Clear Filters
      </Button>
    </div>
  );
}
