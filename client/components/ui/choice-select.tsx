import type { SelectHTMLAttributes } from 'react';
import { Select } from './field.tsx';

/**
 * A native select over a list of values: an optional "All …" choice (the empty value) first,
 * then each value shown by its label (or as itself).
 */
export function ChoiceSelect<T extends string>({
  choices,
  labels,
  allLabel,
  onChoose,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  choices: readonly T[];
  labels?: Record<T, string>;
  allLabel?: string;
  onChoose: (value: T) => void;
}) {
  return (
    <Select {...props} onChange={(event) => onChoose(event.target.value as T)}>
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels ? labels[choice] : choice}
        </option>
      ))}
    </Select>
  );
}
