import { formatNairaExact, fromKobo } from '../../../../../shared/money.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Paystack's test outcomes, one form each (no script: the CSP allows none inline). */
export const SIMULATOR_OUTCOMES = [
  { value: 'success', label: 'Pay with test card (successful)', hint: '4084 0840 8408 4081' },
  { value: 'declined', label: 'Pay with test card (declined)', hint: '4084 0800 0000 5408' },
  { value: 'transfer', label: 'Pay by bank transfer', hint: 'confirmed a few seconds later' },
  { value: 'abandon', label: 'Cancel payment', hint: 'go back without paying' },
] as const;
export type SimulatorOutcome = (typeof SIMULATOR_OUTCOMES)[number]['value'];

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;padding:24px;color:#1b1b1b}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:1.1rem;margin:0 0 4px}.amount{font-size:1.8rem;font-weight:700;margin:8px 0 16px}
.note{font-size:.85rem;color:#555;background:#fff8e1;border-radius:8px;padding:8px 12px}
form{margin:10px 0}button{width:100%;padding:14px;border-radius:8px;border:1px solid #0ba4db;background:#0ba4db;color:#fff;font-size:1rem;cursor:pointer;text-align:left}
button.secondary{background:#fff;color:#0b7fa8}small{display:block;opacity:.8;font-size:.8rem}
</style></head><body><main>${body}</main></body></html>`;

export function paymentPage(input: { accessCode: string; amountKobo: number; reference: string }) {
  const action = `/dev/paystack/checkout/${encodeURIComponent(input.accessCode)}`;
  const forms = SIMULATOR_OUTCOMES.map(
    (o) => `<form method="post" action="${escape(action)}">
<input type="hidden" name="outcome" value="${o.value}">
<button type="submit"${o.value === 'abandon' ? ' class="secondary"' : ''}>${escape(o.label)}<small>${escape(o.hint)}</small></button>
</form>`,
  ).join('\n');
  return page(
    'Pay Telo — Paystack test payment',
    `<h1>Pay Telo</h1>
<p class="amount">${escape(formatNairaExact(fromKobo(input.amountKobo)))}</p>
<p class="note">Paystack simulator: a test payment on this computer. No money moves.</p>
<p>Reference <code>${escape(input.reference)}</code></p>
${forms}`,
  );
}

export function finishedPage(message: string, callbackUrl: string | null) {
  const back = callbackUrl ? `<p><a href="${escape(callbackUrl)}">Back to Telo</a></p>` : '';
  return page('Payment', `<h1>${escape(message)}</h1>${back}`);
}
