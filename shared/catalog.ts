import { foldSearchText } from './search-text.ts';

/**
 * The product's fixed vocabularies (spec §2–§4, §9). Client and server read them from here so a
 * select, a seed row and a validation rule can never disagree.
 */

export const categories = [
  'Danshiki',
  'Agbada',
  'Ankara',
  'Senator',
  'Adire',
  'Lace',
  'Atiku',
  'Aso-oke',
  'Trendy Headwear',
] as const;
export type Category = (typeof categories)[number];

/**
 * The category a link or a typed address means, whatever its case, accents or dashes
 * ("agbada", "ASO OKE", "trendy-headwear"); undefined for a category Telo does not have.
 */
export function canonicalCategory(text: string): Category | undefined {
  const folded = foldSearchText(text);
  return categories.find((category) => foldSearchText(category) === folded);
}

/** The home page's 8 tiles: every category but Atiku (spec §2, Home). */
export const homeCategoryTiles: readonly Category[] = categories.filter((c) => c !== 'Atiku');

export const locations = ['Lagos', 'Abuja', 'Port Harcourt', 'Kano', 'Ibadan'] as const;
export type Location = (typeof locations)[number];

export const specialties = [
  'Agbada',
  'Danshiki',
  'Ankara',
  'Senator',
  'Adire',
  'Lace',
  'Atiku',
  'Aso-oke',
  'Trendy Headwear',
  'Traditional Yoruba',
  "Women's Traditional",
  "Men's Formal",
  'Ceremonial Wear',
] as const;
export type Specialty = (typeof specialties)[number];

export const orderStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const orderStatusDescriptions: Record<OrderStatus, string> = {
  pending: 'Your order has been received and is being reviewed by the tailor',
  in_progress: 'The tailor is working on your custom outfit',
  completed: 'Your order has been completed and shipped',
  cancelled: 'This order has been cancelled',
};

export const measurementUnits = ['inches', 'centimeters'] as const;
export type MeasurementUnit = (typeof measurementUnits)[number];

/**
 * The 12 body measurements in form order, with the spec's required-field messages (spec §5) and
 * the range, in inches, that a human body (a child's to a very large adult's) can measure: a
 * value outside it is a slip of the finger (0.1, 400), and a tailor would cut from it. The same
 * ranges bound the form and the API (measurement-rules.ts converts them for centimetres).
 */
export const measurementFields = [
  { key: 'chest', label: 'Chest', required: 'Chest measurement is required', inches: [20, 70] },
  { key: 'waist', label: 'Waist', required: 'Waist measurement is required', inches: [18, 70] },
  { key: 'hips', label: 'Hips', required: 'Hip measurement is required', inches: [20, 75] },
  {
    key: 'shoulders',
    label: 'Shoulders',
    required: 'Shoulder measurement is required',
    inches: [10, 30],
  },
  {
    key: 'sleeves',
    label: 'Sleeves',
    required: 'Sleeve measurement is required',
    inches: [10, 40],
  },
  { key: 'length', label: 'Length', required: 'Length measurement is required', inches: [15, 80] },
  { key: 'inseam', label: 'Inseam', required: 'Inseam measurement is required', inches: [15, 45] },
  { key: 'neck', label: 'Neck', required: 'Neck measurement is required', inches: [10, 30] },
  { key: 'bicep', label: 'Bicep', required: 'Bicep measurement is required', inches: [6, 30] },
  {
    key: 'forearm',
    label: 'Forearm',
    required: 'Forearm measurement is required',
    inches: [5, 25],
  },
  { key: 'thigh', label: 'Thigh', required: 'Thigh measurement is required', inches: [12, 45] },
  { key: 'calf', label: 'Calf', required: 'Calf measurement is required', inches: [8, 30] },
] as const;
export type MeasurementKey = (typeof measurementFields)[number]['key'];
export const measurementKeys = measurementFields.map((f) => f.key) as MeasurementKey[];

/** The spec's placeholder shopper: every screen acts for this user until sign-in exists. */
export const PLACEHOLDER_USER_ID = 'user1';
