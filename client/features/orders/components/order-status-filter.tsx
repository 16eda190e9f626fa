import { Field, Select } from '../../../components/ui/field.tsx';
import { isStatusFilter, statusFilterOptions, type StatusFilter } from '../lib/order-filters.ts';

type OrderStatusFilterProps = { value: StatusFilter; onChange: (value: StatusFilter) => void };

/** A labelled native select: on phones it opens the system picker, easy to use with one thumb. */
export function OrderStatusFilter({ value, onChange }: OrderStatusFilterProps) {
  return (
    <Field label="Filter by status" className="w-full sm:w-60">
      {({ id }) => (
        <Select
          id={id}
          value={value}
          onChange={(e) => {
            if (isStatusFilter(e.target.value)) onChange(e.target.value);
          }}
        >
          {statusFilterOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
