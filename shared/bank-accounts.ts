/**
 * Nigerian bank accounts for tailors' payouts (issues 14 and 29): the rules the payout form and
 * the server share. Which banks exist is not written here: it is Paystack's bank list
 * (`GET /bank?country=nigeria`), which the server keeps and the form is given; the name on an
 * account is the bank's, resolved through Paystack (`GET /bank/resolve`), never typed.
 */

/** A bank a tailor can be paid into: Paystack's name and its bank code (transfers take the code). */
export type Bank = { code: string; name: string };

/** What a tailor chooses: the bank (by its Paystack code) and her 10-digit account number. */
export type BankChoice = { bankCode: string; accountNumber: string };
export type BankChoiceProblems = Partial<Record<keyof BankChoice, string>>;

/** Paystack's bank codes: digits, sometimes with a letter (ALAT by WEMA is "035A"). */
const BANK_CODE = /^[0-9A-Za-z]{3,10}$/;

/** A NUBAN is 10 digits; spaces and dashes a person types between them are dropped first. */
export const cleanAccountNumber = (typed: string) => typed.replace(/[\s-]/g, '');

/**
 * The form's rules, without zod so the browser runs them too: the server's schema refines with
 * this same function, so both show the same words. Whether the account exists is the bank's
 * answer (resolve), not a rule.
 */
export function bankChoiceProblems(choice: BankChoice): BankChoiceProblems {
  const problems: BankChoiceProblems = {};
  if (!BANK_CODE.test(choice.bankCode)) problems.bankCode = 'Choose your bank';
  if (!/^\d{10}$/.test(cleanAccountNumber(choice.accountNumber))) {
    problems.accountNumber = 'Account number must be the 10 digits of your NUBAN';
  }
  return problems;
}
