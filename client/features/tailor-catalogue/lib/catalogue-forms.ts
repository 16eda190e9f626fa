import { categories } from '../../../../shared/catalog.ts';
import { nigerianStates } from '../../../../shared/nigeria.ts';
import {
  amountRules,
  catalogueTextLimits as limits,
  responseTimes,
} from '../../../../shared/schemas/tailor-catalogue-rules.ts';
import { resolverFor } from './field-rules.ts';

/** The workspace's forms, checked on submit as the server checks them. */
const category = {
  kind: 'choice',
  options: categories,
  message: 'Choose a category from the list',
} as const;

export const productForm = resolverFor({
  name: { kind: 'text', label: 'Name', range: limits.productName },
  description: { kind: 'text', label: 'Description', range: limits.productDescription },
  category,
  price: { kind: 'amount', label: 'Price', rule: amountRules.price },
});

export const designForm = resolverFor({
  name: { kind: 'text', label: 'Name', range: limits.designName },
  description: { kind: 'text', label: 'Description', range: limits.designDescription },
  category,
});

export const fabricForm = resolverFor({
  name: { kind: 'text', label: 'Name', range: limits.fabricName },
  type: { kind: 'text', label: 'Type', range: limits.fabricType },
  color: { kind: 'text', label: 'Colour', range: limits.fabricColor },
  pattern: { kind: 'text', label: 'Pattern', range: limits.fabricPattern },
  pricePerYard: { kind: 'amount', label: 'Price per yard', rule: amountRules.pricePerYard },
  availableQuantity: { kind: 'amount', label: 'Quantity', rule: amountRules.availableQuantity },
  description: { kind: 'text', label: 'Description', range: limits.fabricDescription },
  origin: { kind: 'text', label: 'Origin', range: limits.fabricOrigin },
});

export const pricingForm = resolverFor({
  basePrice: { kind: 'amount', label: 'Base price', rule: amountRules.basePrice },
  complexityMultiplier: {
    kind: 'amount',
    label: 'Complexity multiplier',
    rule: amountRules.complexityMultiplier,
  },
  rushOrderSurcharge: {
    kind: 'amount',
    label: 'Rush surcharge',
    rule: amountRules.rushOrderSurcharge,
  },
  estimatedDays: { kind: 'amount', label: 'Estimated days', rule: amountRules.estimatedDays },
  description: { kind: 'text', label: 'Description', range: limits.pricingDescription },
});

export const profileForm = resolverFor({
  bio: { kind: 'text', label: 'Bio', range: limits.bio },
  state: { kind: 'choice', options: nigerianStates, message: 'Choose your state from the list' },
  location: { kind: 'text', label: 'Town', range: limits.town },
  responseTime: {
    kind: 'choice',
    options: responseTimes,
    message: 'Choose a response time from the list',
  },
});
