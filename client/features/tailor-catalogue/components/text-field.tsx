import type { ComponentProps } from 'react';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';

type Registered = ComponentProps<typeof Input>;

/** A labelled input (or textarea) with its message, as every workspace form lays them out. */
export function TextField({
  label,
  error,
  hint,
  className,
  multiline,
  inputMode,
  control,
}: {
  label: string;
  error: string | undefined;
  hint?: string;
  className?: string;
  multiline?: boolean;
  inputMode?: 'decimal' | 'numeric';
  control: Registered;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <Textarea
            id={id}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...(control as ComponentProps<typeof Textarea>)}
          />
        ) : (
          <Input
            id={id}
            inputMode={inputMode}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...control}
          />
        )
      }
    </Field>
  );
}
