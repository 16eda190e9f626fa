import { useState, type FormEvent } from 'react';
import {
  BANKS,
  bankDetailsProblems,
  type BankDetails,
  type BankDetailsProblems,
} from '../../../../shared/bank-accounts.ts';
import type { PaymentInfo } from '../../../../shared/schemas/payouts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSavePaymentInfo } from '../api/save-payment-info.ts';

const clean = (d: BankDetails): BankDetails => ({
  bankName: d.bankName.trim(),
  accountNumber: d.accountNumber.replace(/[\s-]/g, ''),
  accountName: d.accountName.trim(),
});

/**
 * Bank name, NUBAN and account name. Checked on submit with the server's own rule (the CBN
 * check digit, shared/bank-accounts.ts), and the server's messages shown where they belong.
 */
export function BankDetailsForm({ saved }: { saved: PaymentInfo | null }) {
  const [details, setDetails] = useState<BankDetails>({
    bankName: saved?.bankName ?? '',
    accountNumber: saved?.accountNumber ?? '',
    accountName: saved?.accountName ?? '',
  });
  const [problems, setProblems] = useState<BankDetailsProblems>({});
  const save = useSavePaymentInfo();
  const set = (field: keyof BankDetails) => (value: string) =>
    setDetails((d) => ({ ...d, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = clean(details);
    const found = bankDetailsProblems(input);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(input, {
      onSuccess: () => notifySuccess('Bank details saved', 'Your payouts go to this account'),
      onError: (error) => {
        const issues = errorIssues(error);
        setProblems(Object.fromEntries(issues.map((i) => [i.path, i.message])));
        notifyError('Error', errorMessage(error) ?? 'Failed to save bank details');
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field label="Bank" error={problems.bankName}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={details.bankName}
            onChange={(event) => set('bankName')(event.target.value)}
          >
            <option value="">Choose your bank</option>
            {BANKS.map((bank) => (
              <option key={bank.name} value={bank.name}>
                {bank.name}
              </option>
            ))}
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
            value={details.accountNumber}
            onChange={(event) => set('accountNumber')(event.target.value)}
          />
        )}
      </Field>
      <Field label="Account name" error={problems.accountName} className="sm:col-span-2">
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            autoComplete="name"
            maxLength={100}
            value={details.accountName}
            onChange={(event) => set('accountName')(event.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save bank details'}
        </Button>
      </div>
    </form>
  );
}
