import { useState, type FormEvent } from 'react';
import {
  bankChoiceProblems,
  cleanAccountNumber,
  type BankChoice,
  type BankChoiceProblems,
} from '../../shared/bank-accounts.ts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { BanksAnswer, PaymentInfo, ResolvedAccount } from '../../shared/schemas/payouts.ts';
import { Button } from './ui/button.tsx';
import { Field, Input, Select } from './ui/field.tsx';
import { errorStatus } from '../lib/api-client.ts';
import { errorIssues, errorMessage } from '../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';

/**
 * The three calls the form makes, each a hook of the feature that shows it: a tailor's
 * (features/tailor-payouts) or an aso-ebi host's (features/host-earnings, issue 32).
 */
export type BankDetailsApi = {
  useBanks: () => UseQueryResult<BanksAnswer>;
  useResolveAccount: () => UseMutationResult<ResolvedAccount, Error, BankChoice>;
  useSavePaymentInfo: () => UseMutationResult<unknown, Error, BankChoice>;
};

/**
 * The bank (Paystack's list) and the 10-digit account number; "Check account" asks the bank for
 * the account's name, which the tailor confirms before anything is saved (issue 29). She never
 * types a name: the saved one is the bank's. Problems are shown where they belong — the number's
 * format here (the server's own rule, shared/bank-accounts.ts), an account the bank does not
 * know under the number, the banks being unreachable in a toast. Tailors and aso-ebi hosts are
 * paid the same way (decision 057): each feature passes its own calls.
 */
export function BankDetailsForm({
  saved,
  api,
}: {
  saved: PaymentInfo | null;
  api: BankDetailsApi;
}) {
  const banks = api.useBanks();
  const [choice, setChoice] = useState<BankChoice>({
    bankCode: saved?.bankCode ?? '',
    accountNumber: saved?.accountNumber ?? '',
  });
  const [problems, setProblems] = useState<BankChoiceProblems>({});
  const [resolved, setResolved] = useState<ResolvedAccount | null>(null);
  const resolve = api.useResolveAccount();
  const save = api.useSavePaymentInfo();

  // Any change means the bank's answer no longer fits what is on the form.
  const set = (field: keyof BankChoice) => (value: string) => {
    setChoice((c) => ({ ...c, [field]: value }));
    setResolved(null);
  };

  const showRefusal = (error: unknown, fallback: string) => {
    const status = errorStatus(error);
    const message = errorMessage(error);
    if (status === 400) {
      setProblems(Object.fromEntries(errorIssues(error).map((i) => [i.path, i.message])));
    } else if (status === 422 && message) {
      setProblems({ accountNumber: message });
    }
    notifyError('Error', message ?? fallback);
  };

  function check(event: FormEvent) {
    event.preventDefault();
    const input = {
      bankCode: choice.bankCode,
      accountNumber: cleanAccountNumber(choice.accountNumber),
    };
    const found = bankChoiceProblems(input);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    resolve.mutate(input, {
      onSuccess: setResolved,
      onError: (error) => showRefusal(error, 'We could not check this account'),
    });
  }

  function confirm() {
    if (!resolved) return;
    save.mutate(
      { bankCode: resolved.bankCode, accountNumber: resolved.accountNumber },
      {
        onSuccess: () => {
          setResolved(null);
          notifySuccess('Bank details saved', 'Your payouts go to this account');
        },
        onError: (error) => showRefusal(error, 'Failed to save bank details'),
      },
    );
  }

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={check} className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Bank"
          error={
            problems.bankCode ??
            (banks.isError ? 'We could not load the banks. Try again in a minute.' : undefined)
          }
        >
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-busy={banks.isPending}
              value={choice.bankCode}
              onChange={(event) => set('bankCode')(event.target.value)}
            >
              <option value="">{banks.isPending ? 'Loading banks...' : 'Choose your bank'}</option>
              {banks.data?.banks.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
              {/* Details saved before the list keep their bank shown until changed. */}
              {saved && !saved.bankCode && (
                <option value="" disabled>
                  {saved.bankName}
                </option>
              )}
            </Select>
          )}
        </Field>
        <Field
          label="Account number (NUBAN)"
          error={problems.accountNumber}
          hint="The 10 digits of your account number"
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              inputMode="numeric"
              autoComplete="off"
              maxLength={13}
              value={choice.accountNumber}
              onChange={(event) => set('accountNumber')(event.target.value)}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Button
            type="submit"
            variant={resolved ? 'outline' : undefined}
            disabled={resolve.isPending}
          >
            {resolve.isPending ? 'Checking...' : 'Check account'}
          </Button>
        </div>
      </form>
      {resolved && (
        <section
          aria-labelledby="resolved-account-heading"
          className="rounded-md border border-brand-200 bg-brand-50 p-4"
        >
          <h3 id="resolved-account-heading" className="text-sm font-medium text-stone-700">
            {resolved.bankName} knows this account as
          </h3>
          <p className="mt-1 text-lg font-semibold text-stone-900">{resolved.accountName}</p>
          <p className="text-sm text-stone-700">
            {resolved.bankName} · {resolved.accountNumber}
          </p>
          <p className="mt-2 text-sm text-stone-700">Is this your account? Payouts go to it.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={confirm} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Yes, save this account'}
            </Button>
            <Button variant="ghost" onClick={() => setResolved(null)} disabled={save.isPending}>
              Not mine
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
