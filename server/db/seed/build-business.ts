/**
 * Rows for the tailors' own business tables (designs, fabrics, pricing, payment details), built
 * through test/factories.ts from ./catalog and the products each tailor sells.
 */
import { categories, type Category } from '../../../shared/catalog.ts';
import { productImageUrls } from '../../../shared/images.ts';
import {
  buildTailorDesign,
  buildTailorFabric,
  buildTailorPaymentInfo,
  buildTailorPricing,
  type NewTailorDesign,
  type NewTailorFabric,
  type NewTailorPaymentInfo,
  type NewTailorPricing,
} from '../../../test/factories.ts';
import { designSeeds } from './catalog/designs.ts';
import { fabricSeeds } from './catalog/fabrics.ts';
import { paymentSeeds, pricingByCategory, swiftCodes } from './catalog/tailor-business.ts';
import type { SeededProduct, SeededTailor } from './build-catalog.ts';
import { daysBefore, seedDigits, seedUuid } from './seed-helpers.ts';
import { NIGERIAN_BANKS } from '../../modules/money/payments/simulator/nigerian-banks.ts';

/** Paystack's name for a bank code (the simulator's copy of Paystack's list). */
function bankNamed(code: string): string {
  const bank = NIGERIAN_BANKS.find((b) => b.code === code && b.active);
  if (!bank) throw new Error(`Unknown bank code in payment data: ${code}`);
  return bank.name;
}

/** Nigerian mobile prefixes (MTN, Airtel, Glo) for the tailors' mobile-money numbers. */
const mobilePrefixes = ['0803', '0806', '0813', '0816', '0703', '0706', '0903', '0802', '0808'];

function tailorNamed(tailors: SeededTailor[], name: string): SeededTailor {
  const tailor = tailors.find((t) => t.businessName === name);
  if (!tailor) throw new Error(`Unknown tailor in business data: ${name}`);
  return tailor;
}

export function buildDesignRows(tailors: SeededTailor[], seedNow: Date): NewTailorDesign[] {
  return designSeeds.map((seed, index) => {
    const createdAt = daysBefore(120 - index * 9, seedNow);
    return buildTailorDesign(tailorNamed(tailors, seed.tailor).row.id!, {
      id: seedUuid(`design:${seed.tailor}:${seed.name}`),
      name: seed.name,
      description: seed.description,
      category: seed.category,
      images: seed.variants.map((v) => productImageUrls[seed.category][v - 1]!),
      isActive: seed.isActive ?? true,
      createdAt,
      // Some designs were reworked recently; the rest are untouched since they were added.
      updatedAt: index % 3 === 0 ? daysBefore(10 + index, seedNow) : createdAt,
    });
  });
}

export function buildFabricRows(tailors: SeededTailor[], seedNow: Date): NewTailorFabric[] {
  return fabricSeeds.map((seed, index) => {
    const createdAt = daysBefore(200 - index * 7, seedNow);
    return buildTailorFabric(tailorNamed(tailors, seed.tailor).row.id!, {
      id: seedUuid(`fabric:${seed.tailor}:${seed.name}`),
      name: seed.name,
      type: seed.type,
      color: seed.color,
      pattern: seed.pattern ?? null,
      pricePerYard: seed.pricePerYard,
      availableQuantity: seed.availableQuantity,
      imageUrl: null,
      description: seed.description ?? null,
      origin: seed.origin ?? null,
      createdAt,
      // Stock is counted again every few weeks.
      updatedAt: daysBefore(3 + (index % 5) * 6, seedNow),
    });
  });
}

/**
 * One price row per tailor and category they sell: the starting price sits a little under their
 * cheapest piece in that category (fabric and finishing make up the rest); experienced tailors
 * charge more for complex work, and a rush order costs about a fifth more.
 */
export function buildPricingRows(
  tailors: SeededTailor[],
  products: SeededProduct[],
  seedNow: Date,
): NewTailorPricing[] {
  return tailors.flatMap((tailor, t) =>
    categories
      .filter((category) => products.some((p) => isBy(p, tailor, category)))
      .map((category) => {
        const cheapest = Math.min(
          ...products.filter((p) => isBy(p, tailor, category)).map((p) => p.price),
        );
        const basePrice = Math.floor((cheapest * 0.8) / 500) * 500;
        const { days, description } = pricingByCategory[category];
        // Prices were set in the tailor's first weeks on Telo and revised since.
        const createdAt = daysBefore(-(7 + t), new Date(tailor.row.createdAt!));
        return buildTailorPricing(tailor.row.id!, {
          id: seedUuid(`pricing:${tailor.businessName}:${category}`),
          category,
          basePrice,
          complexityMultiplier: tailor.experience >= 20 ? 1.25 : tailor.experience >= 10 ? 1.15 : 1,
          rushOrderSurcharge: Math.round((basePrice * 0.2) / 500) * 500,
          estimatedDays: tailor.experience >= 20 ? days + 3 : days,
          description,
          createdAt,
          updatedAt: daysBefore(20 + (t % 7) * 5, seedNow),
        });
      }),
  );
}

function isBy(product: SeededProduct, tailor: SeededTailor, category: Category) {
  return product.tailor === tailor.businessName && product.category === category;
}

export function buildPaymentRows(tailors: SeededTailor[]): NewTailorPaymentInfo[] {
  return paymentSeeds.map((seed) => {
    const tailor = tailorNamed(tailors, seed.tailor);
    const id = tailor.row.id!;
    const prefix = mobilePrefixes[Number(seedDigits(`prefix:${id}`, 2)) % mobilePrefixes.length];
    const createdAt = daysBefore(-14, new Date(tailor.row.createdAt!));
    return buildTailorPaymentInfo(id, {
      id: seedUuid(`payment:${seed.tailor}`),
      bankName: bankNamed(seed.bankCode),
      bankCode: seed.bankCode,
      accountNumber: seedDigits(`nuban:${id}`, 10),
      // Verified businesses are paid into a business account; newer tailors into their own.
      accountName: tailor.isVerified ? tailor.businessName : tailor.owner.fullName,
      routingNumber: null,
      // Tailors with a large diaspora clientele accept international transfers.
      swiftCode: tailor.completedOrders >= 300 ? (swiftCodes[seed.bankCode] ?? null) : null,
      mobileMoney: seed.mobileMoney
        ? { provider: seed.mobileMoney, number: `${prefix}${seedDigits(`phone:${id}`, 7)}` }
        : null,
      preferredMethod: seed.preferMobile ? 'mobile_money' : 'bank',
      isVerified: tailor.isVerified,
      createdAt,
      updatedAt: createdAt,
    });
  });
}
