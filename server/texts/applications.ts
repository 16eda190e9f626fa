import { link, quotedSentence } from './format.ts';

/**
 * The texts an applicant to be a tailor receives (issue 29): one when the application arrives,
 * one when it is decided. `site` is PUBLIC_URL.
 */

/** On submission: it arrived, when to expect an answer, where to follow it. */
export const applicationReceivedText = (site: string, businessName: string) =>
  `Telo: we have your application for ${businessName} to join Telo as a master tailor. ` +
  `We review it within 3-5 business days and will text you our decision. ` +
  `Follow it here: ${link(site, '/become-tailor')}`;

/** Approved: sign in with this number to open the workspace. */
export const applicationApprovedText = (site: string, businessName: string) =>
  `Telo: ${businessName} is approved as a Telo master tailor. Sign in on Telo with this phone ` +
  `number to open your workspace (orders, catalogue and payouts): ${link(site, '/dashboard')}`;

/** Declined, with the reviewer's reason in her words, and the way to apply again. */
export const applicationDeclinedText = (site: string, businessName: string, reason: string) =>
  `Telo: your tailor application for ${businessName} was not approved. ` +
  `Our reason: ${quotedSentence(reason)} You are welcome to apply again: ` +
  link(site, '/become-tailor');
