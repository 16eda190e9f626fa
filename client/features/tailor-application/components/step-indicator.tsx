import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

export const stepTitles = [
  'Business Information',
  'Experience & Portfolio',
  'Review & Submit',
  'Confirmation',
] as const;

/** "Step 2 of 4" and a bar of the four steps, the current one marked for screen readers too. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <div>
      <p className="text-sm font-semibold text-gold-700">
        Step {step} of {stepTitles.length}
      </p>
      <ol className="mt-3 grid grid-cols-4 gap-2">
        {stepTitles.map((title, i) => {
          const n = i + 1;
          const done = n < step;
          const current = n === step;
          return (
            <li key={title} aria-current={current ? 'step' : undefined}>
              <span
                className={cn(
                  'block h-1.5 rounded-full',
                  done || current ? 'bg-brand-800' : 'bg-stone-200',
                )}
              />
              <span
                className={cn(
                  'mt-2 hidden items-center gap-1 text-xs sm:flex',
                  current ? 'font-semibold text-brand-900' : 'text-stone-600',
                )}
              >
                {done && <Check aria-hidden="true" className="size-3.5" />}
                {title}
                {done && <span className="sr-only"> (done)</span>}
              </span>
              <span className="sr-only sm:hidden">{title}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
