/** The rewards tiers (spec §3) with their discounts (spec §9). */
export const rewardTiers = [
  { name: 'Fabric Friend', points: 0, discount: 5, perk: 'Welcome discount on every order' },
  { name: 'Style Enthusiast', points: 500, discount: 10, perk: 'Early access to new designs' },
  {
    name: 'Fashion Connoisseur',
    points: 1000,
    discount: 15,
    perk: 'Free minor adjustments, no questions asked',
  },
  { name: 'Ambassador', points: 2500, discount: 20, perk: 'Priority with top-rated tailors' },
] as const;

/** How points are earned (spec §9). */
export const earningMethods = [
  { points: '1 point', per: 'per ₦100 spent', how: 'A ₦45,000 agbada earns 450 points.' },
  {
    points: '500 points',
    per: 'per referral',
    how: 'When a friend you invite completes their first order.',
  },
  { points: '50 points', per: 'per review', how: 'For an honest review of a delivered outfit.' },
  {
    points: '25 points',
    per: 'per social share',
    how: 'When you share your Telo outfit on Instagram, X or WhatsApp Status.',
  },
];

/** A sample member's history; it adds up to the 850 points shown (spec §9). */
export const sampleMember = { name: 'Sample member', points: 850 };
export const sampleActivity = [
  { what: 'Referral: a friend completed their first order', points: 500 },
  { what: 'Order: Ankara peplum dress (₦27,500)', points: 275 },
  { what: 'Review of a delivered senator suit', points: 50 },
  { what: 'Shared an outfit on WhatsApp Status', points: 25 },
];

export const rewardsFaqs = [
  {
    question: 'When do points reach my account?',
    answer:
      'Points for an order are added when the order is delivered, so cancelled orders do not earn points. Referral, review and share points are added within 24 hours.',
  },
  {
    question: 'How do I turn points into credit?',
    answer:
      'Every 100 points are worth ₦100 of credit. You choose how many points to use at checkout, in steps of 100.',
  },
  {
    question: 'How do tiers work?',
    answer:
      'Your tier depends on the points you have earned in total, so redeeming points never moves you down. Your tier discount applies to every order.',
  },
  {
    question: 'Can I combine my tier discount with credit?',
    answer:
      'Yes. The tier discount is taken off first, then your credit is applied to what remains.',
  },
];
