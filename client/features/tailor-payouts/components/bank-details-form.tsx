import type { PaymentInfo } from '../../../../shared/schemas/payouts.ts';
import {
  BankDetailsForm as BankDetails,
  type BankDetailsApi,
} from '../../../components/bank-details-form.tsx';
import { useBanks } from '../api/get-banks.ts';
import { useResolveAccount, useSavePaymentInfo } from '../api/save-payment-info.ts';

const tailorCalls: BankDetailsApi = { useBanks, useResolveAccount, useSavePaymentInfo };

/** The tailor's bank details (issue 29): the shared form with the tailor's own calls. */
export function BankDetailsForm({ saved }: { saved: PaymentInfo | null }) {
  return <BankDetails saved={saved} api={tailorCalls} />;
}
