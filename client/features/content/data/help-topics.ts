import { paths } from '../../../config/paths.ts';

/** `live`: the live shop's words where the demo's claim what it does not do (decision 053). */
export type HelpTopic = {
  title: string;
  text: string;
  to: string;
  live?: { title: string; text: string };
};
export type HelpCategory = { title: string; description: string; topics: HelpTopic[] };

/** The Help Center's four categories (spec §2, Static pages); every topic leads somewhere useful. */
export const helpCategories: HelpCategory[] = [
  {
    title: 'Getting Started',
    description: 'New to Telo? Start here.',
    topics: [
      {
        title: 'How made-to-measure ordering works',
        text: 'Save your measurements once, pick an outfit, and a master tailor sews it to your body.',
        to: paths.products,
      },
      {
        title: 'Choosing the right tailor',
        text: 'Compare ratings, specialties, cities and response times before you order.',
        to: paths.tailors,
      },
      {
        title: 'Taking the 60-second body scan',
        text: 'Use your phone camera to capture your measurements, or type them in yourself.',
        to: paths.bodyScan,
        live: {
          title: 'Measuring yourself, step by step',
          text: 'A drawing and one line for each of the 12 measurements; a soft tape is all you need.',
        },
      },
    ],
  },
  {
    title: 'Orders & Delivery',
    description: 'From order to your door.',
    topics: [
      {
        title: 'Tracking your order',
        text: 'See whether your outfit is pending, being sewn, or completed and shipped.',
        to: paths.orders,
      },
      {
        title: 'How long production takes',
        text: 'Most outfits take 2-4 weeks; heavy embroidery and hand-woven aso-oke take longest.',
        to: paths.orders,
      },
      {
        title: 'Changing an order',
        text: 'Changes to fabric, style or measurements are possible within 24 hours of ordering.',
        to: paths.contact,
      },
    ],
  },
  {
    title: 'Measurements & Fit',
    description: 'Get the fit right the first time.',
    topics: [
      {
        title: 'The 8 essential measurements',
        text: 'Chest, waist, hips, shoulders, sleeves, length, inseam and neck, and how to take each.',
        to: paths.sizeGuide,
      },
      {
        title: 'Updating your measurements',
        text: 'Lost or gained weight? Update your profile before your next order.',
        to: paths.profile,
      },
      {
        title: 'The Lifetime Fit Guarantee',
        text: 'Report a fit problem within 30 days of delivery and we adjust or remake it.',
        to: paths.returns,
      },
    ],
  },
  {
    title: 'Account & Rewards',
    description: 'Points, tiers and joining as a tailor.',
    topics: [
      {
        title: 'Earning reward points',
        text: 'Earn 1 point per ₦100 spent, plus points for referrals, reviews and shares.',
        to: paths.rewards,
      },
      {
        title: 'Becoming a Telo tailor',
        text: 'Apply in four steps; we review applications within 3-5 business days.',
        to: paths.becomeTailor,
      },
      {
        title: 'Your privacy and your data',
        text: 'How we protect your measurements under the Nigeria Data Protection Act 2023.',
        to: paths.privacyPolicy,
      },
    ],
  },
];

/**
 * The Help Center's four most asked questions. Plain text, so the page search can match them.
 * `liveAnswer`: as a topic's `live`.
 */
export const helpFaqs: { question: string; answer: string; liveAnswer?: string }[] = [
  {
    question: 'How long will my outfit take?',
    answer:
      'Most outfits are ready and delivered within 2-4 weeks of your order being confirmed. Simple senator and ankara styles are usually quickest; agbada with heavy embroidery and hand-woven aso-oke take the longest. Your tailor confirms the date when they accept the order.',
  },
  {
    question: 'What if my outfit does not fit?',
    answer:
      'Every outfit is covered by our Lifetime Fit Guarantee. Tell us within 30 days of delivery and we arrange a free adjustment (up to ₦15,000 for minor work, up to ₦30,000 for major work) or a remake. Credits arrive in 5-7 business days and never expire.',
  },
  {
    question: 'How do I take accurate measurements?',
    answer:
      'Use the 60-second 3D body scan on your phone, or measure yourself with a soft tape and enter the numbers manually. Wear light, fitted clothing, stand relaxed and ask someone to help with shoulders and length. The Size Guide shows each measurement step by step.',
    liveAnswer:
      'Measure yourself with a soft tape: Measure walks you through the 12 measurements with a drawing of where the tape goes, and flags numbers that cannot go together before you save. Wear light, fitted clothing, stand relaxed and ask someone to help with shoulders and length.',
  },
  {
    question: 'Can I change or cancel my order?',
    answer:
      'Yes, within 24 hours of placing it, before the tailor cuts your fabric. Contact support with your order number and the change you need. After cutting starts, changes depend on the tailor and may cost extra.',
  },
];
