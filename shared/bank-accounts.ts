/**
 * Nigerian bank accounts for tailors' payouts (issue 14): the banks Telo pays into and the CBN's
 * NUBAN rule, one home for the payout form and the server.
 */

/**
 * A bank: the name tailors know it by, the CBN institution code the NUBAN check digit is computed
 * with (3 digits for commercial banks, 6 for microfinance banks), and Paystack's bank code (the
 * same 3 digits for commercial banks; Paystack's own code otherwise).
 */
export type Bank = { name: string; cbnCode: string; paystackCode: string };

export const BANKS: readonly Bank[] = [
  { name: 'Access Bank', cbnCode: '044', paystackCode: '044' },
  { name: 'Citibank', cbnCode: '023', paystackCode: '023' },
  { name: 'Ecobank', cbnCode: '050', paystackCode: '050' },
  { name: 'Fidelity Bank', cbnCode: '070', paystackCode: '070' },
  { name: 'First Bank', cbnCode: '011', paystackCode: '011' },
  { name: 'FCMB', cbnCode: '214', paystackCode: '214' },
  { name: 'GTBank', cbnCode: '058', paystackCode: '058' },
  { name: 'Jaiz Bank', cbnCode: '301', paystackCode: '301' },
  { name: 'Keystone Bank', cbnCode: '082', paystackCode: '082' },
  { name: 'Kuda Bank', cbnCode: '090267', paystackCode: '50211' },
  { name: 'Polaris Bank', cbnCode: '076', paystackCode: '076' },
  { name: 'Providus Bank', cbnCode: '101', paystackCode: '101' },
  { name: 'Stanbic IBTC', cbnCode: '221', paystackCode: '221' },
  { name: 'Standard Chartered', cbnCode: '068', paystackCode: '068' },
  { name: 'Sterling Bank', cbnCode: '232', paystackCode: '232' },
  { name: 'SunTrust Bank', cbnCode: '100', paystackCode: '100' },
  { name: 'Titan Trust Bank', cbnCode: '102', paystackCode: '102' },
  { name: 'UBA', cbnCode: '033', paystackCode: '033' },
  { name: 'Union Bank', cbnCode: '032', paystackCode: '032' },
  { name: 'Unity Bank', cbnCode: '215', paystackCode: '215' },
  { name: 'Wema Bank', cbnCode: '035', paystackCode: '035' },
  { name: 'Zenith Bank', cbnCode: '057', paystackCode: '057' },
];

export const findBank = (name: string): Bank | undefined => BANKS.find((b) => b.name === name);

/** The weights of the CBN's NUBAN standard, applied to the 6-digit code and the 9-digit serial. */
const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

/**
 * True when `accountNumber` is a NUBAN of the bank with CBN code `cbnCode`: 10 digits, the last
 * being the check digit of the (zero-padded, 6-digit) bank code followed by the first 9 digits.
 * For a 3-digit code this is the original 2011 rule (its three leading zeros weigh nothing).
 */
export function isNuban(accountNumber: string, cbnCode: string): boolean {
  if (!/^\d{10}$/.test(accountNumber) || !/^\d{3}(\d{3})?$/.test(cbnCode)) return false;
  const digits = (cbnCode.padStart(6, '0') + accountNumber.slice(0, 9)).split('').map(Number);
  const sum = digits.reduce((total, digit, i) => total + digit * WEIGHTS[i]!, 0);
  const check = (10 - (sum % 10)) % 10;
  return check === Number(accountNumber[9]);
}

export type BankDetails = { bankName: string; accountNumber: string; accountName: string };
export type BankDetailsProblems = Partial<Record<keyof BankDetails, string>>;

/**
 * The payout form's rules, without zod so the browser can run them too: the server's schema
 * refines with this same function, so both show the same messages. Input is trimmed first.
 */
export function bankDetailsProblems(details: BankDetails): BankDetailsProblems {
  const problems: BankDetailsProblems = {};
  const bank = findBank(details.bankName);
  if (!bank) problems.bankName = 'Choose your bank';
  const number = details.accountNumber;
  if (!/^\d{10}$/.test(number)) {
    problems.accountNumber = 'Account number must be the 10 digits of your NUBAN';
  } else if (bank && !isNuban(number, bank.cbnCode)) {
    problems.accountNumber = `This is not a ${bank.name} account number: check the 10 digits`;
  }
  const name = details.accountName;
  if (name.length < 3) problems.accountName = 'Enter the name on the account';
  else if (name.length > 100) problems.accountName = 'Account name must be at most 100 characters';
  else if (!/\p{L}/u.test(name)) problems.accountName = 'Enter the name on the account';
  return problems;
}
