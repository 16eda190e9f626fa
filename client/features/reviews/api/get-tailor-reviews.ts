import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewPage } from '../../../../shared/schemas/review.ts';

export const REVIEWS_PAGE_SIZE = 5;

export type TailorReviewPage = ReviewPage & { mine: boolean };

export const tailorReviewsQueryOptions = (tailorId: string, page: number) =>
  queryOptions<TailorReviewPage>({
    queryKey: [
      '/api/tailors',
      encodeURIComponent(tailorId),
      `reviews?page=${page}&pageSize=${REVIEWS_PAGE_SIZE}`,
    ],
  });

/** One page of a tailor's reviews, newest first, with the distribution of stars. */
export function useTailorReviews(tailorId: string, page: number) {
  return useQuery({
    ...tailorReviewsQueryOptions(tailorId, page),
    placeholderData: keepPreviousData,
  });
}
