import {
  parseAmount,
  textProblem,
  typedAmountProblem,
  type AmountRule,
} from '../../../../shared/schemas/tailor-catalogue-rules.ts';
import type { FieldErrors, FormResolver } from '../../../lib/use-form.ts';

/** How one text field of a workspace form is checked, with the server's own rules and words. */
export type FieldRule =
  | { kind: 'text'; label: string; range: readonly [number, number] }
  | { kind: 'amount'; label: string; rule: AmountRule }
  | { kind: 'choice'; options: readonly string[]; message: string };

type Output<S extends Record<string, FieldRule>> = {
  [K in keyof S]: S[K] extends { kind: 'amount' }
    ? number
    : S[K] extends { kind: 'choice'; options: readonly (infer O)[] }
      ? O
      : S[K] extends { kind: 'text'; range: readonly [0, number] }
        ? string | null
        : string;
};

/**
 * A form resolver from a rule per field: text is trimmed (optional text left blank is sent as
 * null), amounts are read as the server reads them ("45,000" is 45000), choices must be listed.
 * The server checks the same rules (shared/schemas/tailor-catalogue.ts), so its messages match.
 */
export function resolverFor<S extends Record<string, FieldRule>>(
  rules: S,
): FormResolver<Record<keyof S & string, string>, Output<S>> {
  return (input) => {
    const errors: FieldErrors<Record<keyof S & string, string>> = {};
    const values: Record<string, unknown> = {};
    for (const [name, rule] of Object.entries(rules) as [keyof S & string, FieldRule][]) {
      const raw = input[name].trim();
      let problem: string | undefined;
      if (rule.kind === 'text') {
        problem = textProblem(rule.label, raw, rule.range);
        values[name] = rule.range[0] === 0 && !raw ? null : raw;
      } else if (rule.kind === 'amount') {
        problem = typedAmountProblem(rule.label, raw, rule.rule);
        values[name] = parseAmount(raw);
      } else {
        problem = rule.options.includes(raw) ? undefined : rule.message;
        values[name] = raw;
      }
      if (problem) errors[name] = problem;
    }
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, values: values as Output<S> };
  };
}

/** What a resolver built by resolverFor sends when the form is valid. */
export type ResolvedValues<R> = R extends FormResolver<Record<string, string>, infer O> ? O : never;

/** An amount as a form shows it: 45000.5 → "45000.50", 12 → "12". */
export const amountText = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
