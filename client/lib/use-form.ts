import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** One message per field, shown beneath its input. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The form's check: either the values to send (trimmed, converted) or a message per field. */
export type FormResolver<V, Out> = (
  values: V,
) => { ok: true; values: Out } | { ok: false; errors: FieldErrors<V> };

type State<V> = {
  values: V;
  defaults: V;
  errors: FieldErrors<V>;
  submitted: boolean;
  /** The shopper has changed a field (even to the value it already had, e.g. the unit shown). */
  touched: boolean;
};

const fresh = <V>(values: V): State<V> => ({
  values,
  defaults: values,
  errors: {},
  submitted: false,
  touched: false,
});

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A small form state for text fields, in place of react-hook-form and a zod resolver (which cost
 * every form page ~36 kB of gzip JavaScript, issue #5). It keeps their behaviour: nothing is
 * checked until the first submit; a submit with errors shows every message and focuses the first
 * field in error; after that each change re-checks its own field; `reset` forgets all of it.
 */
export function useForm<V extends Record<string, string>, Out>({
  defaultValues,
  resolver,
}: {
  defaultValues: V;
  resolver: FormResolver<V, Out>;
}) {
  const [state, setState] = useState<State<V>>(() => fresh(defaultValues));
  // The registered controls in the order they were first rendered, for focusing the first error.
  const controls = useRef(new Map<string, Control | null>());

  const focus = (name: string) => controls.current.get(name)?.focus();

  const setValue = (name: keyof V & string, value: string) => {
    setState((s) => {
      const values = { ...s.values, [name]: value };
      if (!s.submitted) return { ...s, values, touched: true };
      const result = resolver(values);
      const errors = { ...s.errors };
      const message = result.ok ? undefined : result.errors[name];
      if (message === undefined) delete errors[name];
      else errors[name] = message;
      return { ...s, values, errors, touched: true };
    });
  };

  /** The props an input, select or textarea needs: its value, change handler and ref. */
  const register = (name: keyof V & string) => ({
    name,
    value: state.values[name],
    onChange: (event: ChangeEvent<Control>) => setValue(name, event.target.value),
    ref: (el: Control | null) => {
      controls.current.set(name, el);
    },
  });

  /** Checks the values; calls `onValid` with the resolver's output only when there is no error. */
  const handleSubmit =
    (onValid: (values: Out) => unknown) => (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const result = resolver(state.values);
      const errors: FieldErrors<V> = result.ok ? {} : result.errors;
      setState((s) => ({ ...s, errors, submitted: true }));
      if (!result.ok) {
        const first = [...controls.current.keys()].find((k) => errors[k as keyof V & string]);
        if (first) focus(first);
        return;
      }
      return onValid(result.values);
    };

  /** New starting values (or the current ones): no errors, untouched, not yet submitted. */
  const reset = useCallback((values?: V) => {
    setState((s) => fresh(values ?? s.defaults));
  }, []);

  /**
   * New starting values that arrived late (a saved record), taken only while the shopper has not
   * touched a field. Decided inside the state update, not from a render's snapshot: an input
   * handled between that render and its effect is never overwritten.
   */
  const fillUntouched = useCallback((values: V) => {
    setState((s) => (s.touched ? s : fresh(values)));
  }, []);

  /** A message from elsewhere (the server's refusal) beneath one field. */
  const setError = (
    name: keyof V & string,
    message: string,
    { shouldFocus = false }: { shouldFocus?: boolean } = {},
  ) => {
    setState((s) => ({ ...s, errors: { ...s.errors, [name]: message } }));
    if (shouldFocus) focus(name);
  };

  return {
    values: state.values,
    errors: state.errors,
    register,
    handleSubmit,
    reset,
    fillUntouched,
    setError,
  };
}
