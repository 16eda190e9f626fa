import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '../../../../shared/schemas/review.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

export const myReviewsQueryOptions = (userId: string) =>
  queryOptions<Review[]>({ queryKey: ['/api/users', userId, 'reviews'] });

/** The shopper's own reviews: which completed orders are reviewed already. */
export function useMyReviews(userId: ActingUserId) {
  return useQuery({ ...myReviewsQueryOptions(userId ?? ''), enabled: typeof userId === 'string' });
}
