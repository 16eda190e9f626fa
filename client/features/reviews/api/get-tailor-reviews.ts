import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keyOf } from '../../../../shared/api/endpoint.ts';
import { reviewsApi } from '../../../../shared/api/reviews.ts';
import { callApi } from '../../../lib/api-client.ts';

export type { TailorReviewPage } from '../../../../shared/schemas/review.ts';

export const REVIEWS_PAGE_SIZE = 5;

/** Every read of one tailor (their page, each page of their reviews), or of all tailors. */
export const tailorReadsKey = (tailorId?: string) =>
  keyOf(reviewsApi.ofTailor, { tailorId: tailorId ?? '' }).slice(0, tailorId === undefined ? 1 : 2);

export const tailorReviewsQueryOptions = (tailorId: string, page: number) => {
  const [base, id, reviews] = keyOf(reviewsApi.ofTailor, {
    tailorId: encodeURIComponent(tailorId),
  });
  return queryOptions({
    queryKey: [base!, id!, `${reviews}?page=${page}&pageSize=${REVIEWS_PAGE_SIZE}`],
    queryFn: () =>
      callApi(reviewsApi.ofTailor, {
        params: { tailorId },
        query: { page, pageSize: REVIEWS_PAGE_SIZE },
      }),
  });
};

/** One page of a tailor's reviews, newest first, with the distribution of stars. */
export function useTailorReviews(tailorId: string, page: number) {
  return useQuery({
    ...tailorReviewsQueryOptions(tailorId, page),
    placeholderData: keepPreviousData,
  });
}
