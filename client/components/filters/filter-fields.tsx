import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../ui/button.tsx';
import { ChoiceSelect } from '../ui/choice-select.tsx';
import { Field } from '../ui/field.tsx';
import { SearchInput } from '../ui/search-input.tsx';

/**
 * The pieces of a list's filter bar (the outfits, the tailors): each control with its label,
 * and 'Clear Filters'. Each bar lays them out its own way.
 */

export function FilterSearch({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  maxLength?: number;
  className?: string;
}) {
  return (
    <Field label={label} className={className}>
      {({ id }) => (
        <SearchInput
          id={id}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={maxLength}
        />
      )}
    </Field>
  );
}

export function FilterChoice<T extends string>({
  label,
  ...select
}: { label: string } & Omit<ComponentProps<typeof ChoiceSelect<T>>, 'id'>) {
  return <Field label={label}>{({ id }) => <ChoiceSelect<T> id={id} {...select} />}</Field>;
}

export function ClearFiltersButton({
  onClear,
  icon = false,
  className,
}: {
  onClear: () => void;
  icon?: boolean;
  className?: string;
}) {
  return (
    <Button variant="outline" onClick={onClear} className={className}>
      {icon && <X aria-hidden="true" className="size-4" />}
      Clear Filters
    </Button>
  );
}
