import { Star } from 'lucide-react';

/** 1–5 stars as a radio group: each star is a labelled radio, reachable by keyboard. */
export function StarInput({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: number;
  onChange: (stars: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <fieldset aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-stone-900">Your rating</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="grid size-11 cursor-pointer place-items-center rounded-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            <Star
              aria-hidden="true"
              className={
                n <= value ? 'size-7 fill-gold-500 text-gold-500' : 'size-7 text-stone-400'
              }
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
