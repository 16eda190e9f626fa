/**
 * The simulator's answer to Paystack's `GET /bank?country=nigeria` (issue 29): Nigerian banks in
 * Paystack's own shape, names, slugs and codes as Paystack lists them — the commercial banks, the
 * mobile-money banks tailors are paid into (OPay, Moniepoint, PalmPay, Kuda) and a few
 * microfinance banks, with one bank Paystack still lists but marks inactive (Telo leaves it out).
 */
export type PaystackBank = {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  gateway: string | null;
  pay_with_bank: boolean;
  active: boolean;
  is_deleted: boolean;
  country: 'Nigeria';
  currency: 'NGN';
  type: 'nuban';
  createdAt: string;
  updatedAt: string;
};

type Row = [id: number, name: string, slug: string, code: string, longcode: string];

/** Alphabetical, as Paystack answers. Long codes are the banks' CBN sort codes where published. */
const rows: Row[] = [
  [1, 'Access Bank', 'access-bank', '044', '044150149'],
  [3, 'Access Bank (Diamond)', 'access-bank-diamond', '063', '063150162'],
  [27, 'ALAT by WEMA', 'alat-by-wema', '035A', '035150103'],
  [2, 'Citibank Nigeria', 'citibank-nigeria', '023', '023150005'],
  [4, 'Ecobank Nigeria', 'ecobank-nigeria', '050', '050150010'],
  [6, 'Fidelity Bank', 'fidelity-bank', '070', '070150003'],
  [7, 'First Bank of Nigeria', 'first-bank-of-nigeria', '011', '011151003'],
  [8, 'First City Monument Bank', 'first-city-monument-bank', '214', '214150018'],
  [565, 'FairMoney Microfinance Bank', 'fairmoney-microfinance-bank-ng', '51318', '51318'],
  [174, 'Globus Bank', 'globus-bank', '00103', '103015001'],
  [9, 'Guaranty Trust Bank', 'guaranty-trust-bank', '058', '058152036'],
  [10, 'Heritage Bank', 'heritage-bank', '030', '030159992'],
  [22, 'Jaiz Bank', 'jaiz-bank', '301', '301080020'],
  [11, 'Keystone Bank', 'keystone-bank', '082', '082150017'],
  [67, 'Kuda Bank', 'kuda-bank', '50211', ''],
  [233, 'Lotus Bank', 'lotus-bank', '303', ''],
  [282, 'Moniepoint MFB', 'moniepoint-mfb-ng', '50515', ''],
  [171, 'OPay Digital Services Limited (OPay)', 'paycom', '999992', ''],
  [172, 'PalmPay', 'palmpay', '999991', ''],
  [13, 'Polaris Bank', 'polaris-bank', '076', '076151006'],
  [169, 'Premium Trust Bank', 'premiumtrust-bank-ng', '105', '000031'],
  [103, 'Providus Bank', 'providus-bank', '101', ''],
  [14, 'Stanbic IBTC Bank', 'stanbic-ibtc-bank', '221', '221159522'],
  [15, 'Standard Chartered Bank', 'standard-chartered-bank', '068', '068150015'],
  [16, 'Sterling Bank', 'sterling-bank', '232', '232150016'],
  [23, 'Suntrust Bank', 'suntrust-bank', '100', ''],
  [177, 'TAJ Bank', 'taj-bank', '302', '000026'],
  [179, 'Titan Bank', 'titan-bank', '102', ''],
  [17, 'Union Bank of Nigeria', 'union-bank-of-nigeria', '032', '032080474'],
  [18, 'United Bank For Africa', 'united-bank-for-africa', '033', '033153513'],
  [19, 'Unity Bank', 'unity-bank', '215', '215154097'],
  [283, 'VFD Microfinance Bank Limited', 'vfd', '566', ''],
  [20, 'Wema Bank', 'wema-bank', '035', '035150103'],
  [21, 'Zenith Bank', 'zenith-bank', '057', '057150013'],
];

/** Paystack still lists a bank whose licence was revoked, marked inactive. */
const INACTIVE = new Set(['030']);

export const NIGERIAN_BANKS: readonly PaystackBank[] = rows
  .map(([id, name, slug, code, longcode]) => ({
    id,
    name,
    slug,
    code,
    longcode,
    gateway: code.length === 3 ? 'emandate' : null,
    pay_with_bank: false,
    active: !INACTIVE.has(code),
    is_deleted: false,
    country: 'Nigeria' as const,
    currency: 'NGN' as const,
    type: 'nuban' as const,
    createdAt: '2016-07-14T10:04:29.000Z',
    updatedAt: '2024-09-20T12:00:00.000Z',
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** First names and surnames the simulator's resolved account names are made of. */
const FIRST = ['ADUNNI', 'CHIDINMA', 'FOLAKE', 'HAUWA', 'IFEOMA', 'KEHINDE', 'NGOZI', 'TOLU'];
const LAST = ['ADEBAYO', 'BELLO', 'EZE', 'IBRAHIM', 'NWOSU', 'OKAFOR', 'OLAWALE', 'YUSUF'];

/**
 * The simulator's bank resolves every 10-digit account number to a name derived from its
 * digits, the same each time, except numbers ending in 99, which no bank knows (Paystack's 422):
 * so a test can see both. Null for those.
 */
export function simulatedAccountName(accountNumber: string): string | null {
  if (!/^\d{10}$/.test(accountNumber) || accountNumber.endsWith('99')) return null;
  const n = Number(accountNumber.slice(-6));
  return `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`;
}
