import { describe, expect, it } from 'vitest';
import {
  claimAnsweredText,
  claimCreditText,
  claimDecidedText,
  claimDisputedText,
  claimFixDoneText,
  claimReportedText,
} from './fit-claims.ts';

const site = 'https://telo.ng';
const claim = { id: 'c1a1m', orderId: '69ea3dd8-0000-4000-8000-000000000002' };
const claimLink = 'https://telo.ng/claims/c1a1m';

describe('fit claim texts', () => {
  it('reported: the garment, the severity and the claim to answer', () => {
    expect(
      claimReportedText(site, { ...claim, garment: 'Agbada top', severity: 'Minor adjustment' }),
    ).toBe(
      'Telo: a fit problem was reported on order #69ea3dd8 (Agbada top, minor adjustment). ' +
        `Please answer with an alteration or a remake within 2 business days: ${claimLink}`,
    );
  });

  it('credit: the amount with separators', () => {
    expect(claimCreditText(site, claim, 15_000)).toBe(
      'Telo: ₦15,000 store credit was added to your account for order #69ea3dd8. It never ' +
        `expires and comes off your next order: ${claimLink}`,
    );
  });

  it("answered: the tailor's fix in words", () => {
    expect(claimAnsweredText(site, claim, 'Adunni Couture', 'remake')).toBe(
      `Telo: Adunni Couture will remake your outfit for order #69ea3dd8: ${claimLink}`,
    );
    expect(claimAnsweredText(site, claim, 'Adunni Couture', 'alteration')).toContain(
      'will alter your outfit',
    );
  });

  it('fix done: asks whether it fits', () => {
    expect(claimFixDoneText(site, claim, 'alteration')).toBe(
      'Telo: the alteration of your outfit for order #69ea3dd8 is done. Tell us if it fits: ' +
        claimLink,
    );
  });

  it('disputed: who answers and when', () => {
    expect(claimDisputedText(site, claim)).toBe(
      'Telo: the fit claim on order #69ea3dd8 was sent to Telo for a decision. Our support team ' +
        `replies within 24 hours: ${claimLink}`,
    );
  });

  it("decided: the admin's note quoted once, without a doubled full stop", () => {
    expect(claimDecidedText(site, claim, 'The sleeves were cut as measured.')).toBe(
      'Telo decided the fit claim on order #69ea3dd8: "The sleeves were cut as measured." ' +
        `See the claim: ${claimLink}`,
    );
    expect(claimDecidedText(site, claim, 'Remake agreed')).toContain('"Remake agreed". See');
  });
});
