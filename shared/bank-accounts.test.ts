import { describe, expect, it } from 'vitest';
import { BANKS, bankDetailsProblems, findBank, isNuban } from './bank-accounts.ts';

describe('isNuban (the CBN NUBAN check digit)', () => {
  it('accepts the CBN standard’s own example: serial 000001457 at First Bank (011) is 0000014579', () => {
    expect(isNuban('0000014579', '011')).toBe(true);
  });

  it('refuses every other last digit, another bank’s code, and anything but 10 digits', () => {
    for (let d = 0; d <= 8; d++) expect(isNuban(`000001457${d}`, '011')).toBe(false);
    expect(isNuban('0000014579', '058')).toBe(false);
    expect(isNuban('000001457', '011')).toBe(false);
    expect(isNuban('00000145790', '011')).toBe(false);
    expect(isNuban('000001457a', '011')).toBe(false);
  });

  it('weighs a 6-digit microfinance code like the 3-digit ones padded with zeros', () => {
    // 3-digit codes are the 6-digit rule with three leading zeros, so both agree on them.
    expect(isNuban('0000014579', '000011')).toBe(true);
    const kuda = findBank('Kuda Bank')!;
    const valid = Array.from({ length: 10 }, (_, d) => `123456789${d}`).filter((n) =>
      isNuban(n, kuda.cbnCode),
    );
    expect(valid).toHaveLength(1);
  });
});

describe('bankDetailsProblems', () => {
  const good = {
    bankName: 'First Bank',
    accountNumber: '0000014579',
    accountName: 'Folake Adebayo',
  };

  it('finds nothing wrong with a real account', () => {
    expect(bankDetailsProblems(good)).toEqual({});
  });

  it('names each problem with the words the form shows', () => {
    expect(bankDetailsProblems({ bankName: '', accountNumber: '123', accountName: '' })).toEqual({
      bankName: 'Choose your bank',
      accountNumber: 'Account number must be the 10 digits of your NUBAN',
      accountName: 'Enter the name on the account',
    });
    expect(bankDetailsProblems({ ...good, accountNumber: '0000014578' })).toEqual({
      accountNumber: 'This is not a First Bank account number: check the 10 digits',
    });
  });

  it('lists every bank once, each with a CBN and a Paystack code', () => {
    expect(new Set(BANKS.map((b) => b.name)).size).toBe(BANKS.length);
    for (const bank of BANKS) {
      expect(bank.cbnCode).toMatch(/^\d{3}(\d{3})?$/);
      expect(bank.paystackCode).toMatch(/^\d+$/);
    }
  });
});
