import { useQuery } from '@tanstack/react-query';
import { reviewsApi } from '../../../../shared/api/reviews.ts';
import { readOptions } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

export const myReviewsQueryOptions = (userId: string) => readOptions(reviewsApi.mine, { userId });

/** The shopper's own reviews: which completed orders are reviewed already. */
export function useMyReviews(userId: ActingUserId) {
  return useQuery({ ...myReviewsQueryOptions(userId ?? ''), enabled: typeof userId === 'string' });
}
