import { describe, expect, it } from 'vitest';
import { bankChoiceProblems, cleanAccountNumber } from './bank-accounts.ts';

describe('bankChoiceProblems', () => {
  it('finds nothing wrong with a bank code and 10 digits', () => {
    expect(bankChoiceProblems({ bankCode: '999992', accountNumber: '8031234567' })).toEqual({});
    expect(bankChoiceProblems({ bankCode: '035A', accountNumber: '0123 456 789' })).toEqual({});
  });

  it('names each problem with the words the form shows', () => {
    expect(bankChoiceProblems({ bankCode: '', accountNumber: '123' })).toEqual({
      bankCode: 'Choose your bank',
      accountNumber: 'Account number must be the 10 digits of your NUBAN',
    });
    expect(bankChoiceProblems({ bankCode: '058', accountNumber: '01234567890' })).toEqual({
      accountNumber: 'Account number must be the 10 digits of your NUBAN',
    });
    expect(bankChoiceProblems({ bankCode: '058', accountNumber: '012345678a' }).accountNumber).toBe(
      'Account number must be the 10 digits of your NUBAN',
    );
  });

  it('drops the spaces and dashes a person types between digits', () => {
    expect(cleanAccountNumber(' 0123-456 789 ')).toBe('0123456789');
  });
});
