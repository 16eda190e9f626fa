import { describe, expect, it } from 'vitest';
import {
  bankDetailsNeededText,
  hostBankDetailsNeededText,
  hostPayoutFailedText,
  payoutFailedText,
  payoutPaidText,
} from './payouts.ts';

const site = 'https://telo.ng';

describe('payout texts', () => {
  it('a payout paid names the amount in naira with separators', () => {
    expect(payoutPaidText(3_465_045)).toBe(
      'Telo: ₦34,650.45 from your Telo balance has been sent to your bank account.',
    );
  });

  it('a payout failed gives the bank’s reason and a full link to the Payouts tab', () => {
    expect(payoutFailedText(2_025_000, 'Account could not be credited', site)).toBe(
      'Telo: we could not pay ₦20,250 from your Telo balance into your bank account (Account ' +
        'could not be credited). Check your bank details on your Payouts tab, and we send it ' +
        'again once they change: https://telo.ng/dashboard?tab=payouts',
    );
  });

  it('money waiting for bank details says how much and where to add them', () => {
    expect(bankDetailsNeededText(607_500, site)).toBe(
      'Telo: ₦6,075 is ready to be paid to you, but we do not have your bank details yet. Add ' +
        'them on your Payouts tab and we send it: https://telo.ng/dashboard?tab=payouts',
    );
  });

  it('a host’s payout failed sends her to her aso-ebi earnings, not a tailor’s tab', () => {
    expect(hostPayoutFailedText(500_000, 'Invalid account', site)).toBe(
      'Telo: we could not pay ₦5,000 of your aso-ebi earnings into your bank account (Invalid ' +
        'account). Check your bank details, and we send it again once they change: ' +
        'https://telo.ng/aso-ebi/earnings',
    );
  });

  it('a host’s margins waiting for bank details say how much and send her to her earnings', () => {
    expect(hostBankDetailsNeededText(150_000, site)).toBe(
      'Telo: ₦1,500 of your aso-ebi earnings is ready to be paid to you, but we do not have your ' +
        'bank details yet. Add them and we send it: https://telo.ng/aso-ebi/earnings',
    );
  });
});
