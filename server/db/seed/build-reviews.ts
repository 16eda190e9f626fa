/**
 * The demo reviews (issue 15): for each tailor, `reviewCount` completed orders of the demo
 * reviewers for that tailor's outfits, each with its review. The stars are chosen so that their
 * average, rounded to two places as the server rounds it, is exactly the tailor's seeded rating:
 * a tailor's stored rating and review count are what their real review rows give.
 */
import {
  buildOrder,
  buildUser,
  sampleMeasurements,
  UNUSABLE_PASSWORD,
  type NewOrder,
  type NewUser,
} from '../../../test/factories.ts';
import type { reviews as reviewsTable } from '../schema/index.ts';
import { reviewers, reviewTexts } from './catalog/reviews.ts';
import type { SeededProduct, SeededTailor } from './build-catalog.ts';
import { readableId } from './build-catalog.ts';
import { daysBefore, hoursBefore, seedUuid } from './seed-helpers.ts';

type NewReview = typeof reviewsTable.$inferInsert;

/** Some reviews have the tailor's reply. */
const replies = [
  'Thank you for trusting us with your outfit. We look forward to your next order.',
  'Thank you! Send us a photo from the event if you can.',
  'Sorry about the delay; we have added a tailor to our workshop since. Thank you for your patience.',
];

/** round(sum / count, 2) as PostgreSQL's numeric round does it (half away from zero). */
export const averageOf = (sum: number, count: number) =>
  Math.floor((sum * 200 + count) / (2 * count)) / 100;

/**
 * `count` star ratings averaging exactly `rating`: the smallest total that rounds to it, spread
 * as mostly fives and fours, with the odd lower score, in a fixed order.
 */
export function starsFor(rating: number, count: number): number[] {
  let total = count;
  while (total <= 5 * count && averageOf(total, count) < rating) total++;
  if (averageOf(total, count) !== rating) {
    throw new Error(`No ${count} reviews average exactly ${rating}`);
  }
  const stars = Array<number>(count).fill(5);
  let missing = 5 * count - total;
  // Take one star at a time from reviews in a scattered (fixed) order, never below one star.
  const order = stars.map((_, i) => i).sort((a, b) => ((a * 37) % 101) - ((b * 37) % 101));
  for (let step = 0; missing > 0; step++) {
    const i = order[step % count]!;
    if (stars[i]! > 1) {
      stars[i]!--;
      missing--;
    }
  }
  return stars;
}

export function buildReviewerRows(): NewUser[] {
  return reviewers.map((r, index) =>
    buildUser({
      id: readableId('user', r.username),
      username: r.username,
      email: null,
      password: UNUSABLE_PASSWORD,
      fullName: r.fullName,
      createdAt: daysBefore(700 - index * 11, new Date('2026-01-01T09:00:00Z')),
    }),
  );
}

export function buildReviewRows(
  tailors: SeededTailor[],
  products: SeededProduct[],
  seedNow: Date,
): { orders: NewOrder[]; reviews: NewReview[] } {
  const orders: NewOrder[] = [];
  const reviews: NewReview[] = [];
  tailors.forEach((tailor, t) => {
    const own = products.filter((p) => p.tailor === tailor.businessName);
    if (own.length === 0) throw new Error(`${tailor.businessName} has reviews but no outfits`);
    starsFor(tailor.rating, tailor.reviewCount).forEach((rating, i) => {
      const product = own[i % own.length]!;
      const reviewer = reviewers[(t * 3 + i) % reviewers.length]!;
      // Reviews spread over the last year, the newest a few days old; the order came before.
      const reviewed = hoursBefore(
        (t % 9) + i * 0.7,
        daysBefore(3 + ((i * 23 + t * 5) % 360), seedNow),
      );
      const placed = daysBefore(24 + ((i + t) % 20), reviewed);
      const orderId = seedUuid(`review-order:${tailor.businessName}:${i}`);
      orders.push(
        buildOrder(
          {
            userId: readableId('user', reviewer.username),
            tailorId: tailor.row.id!,
            productId: product.row.id!,
            totalAmount: product.price,
          },
          {
            id: orderId,
            measurements: { ...sampleMeasurements },
            status: 'completed',
            estimatedDelivery: daysBefore(2, reviewed),
            createdAt: placed,
            updatedAt: daysBefore(1, reviewed),
          },
        ),
      );
      const texts = reviewTexts[rating - 1]!;
      reviews.push({
        id: seedUuid(`review:${tailor.businessName}:${i}`),
        orderId,
        userId: readableId('user', reviewer.username),
        tailorId: tailor.row.id!,
        productId: product.row.id!,
        rating,
        body: texts[(i + t) % texts.length]!,
        photos: [],
        createdAt: reviewed,
        ...(i % 4 === 1
          ? { reply: replies[rating >= 4 ? i % 2 : 2]!, repliedAt: hoursBefore(-20, reviewed) }
          : {}),
      });
    });
  });
  return { orders, reviews };
}
