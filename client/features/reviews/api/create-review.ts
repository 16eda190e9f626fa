import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewsApi } from '../../../../shared/api/reviews.ts';
import type { CreateReview } from '../../../../shared/schemas/review.ts';
import { callApi } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { myReviewsQueryOptions } from './get-my-reviews.ts';
import { tailorReadsKey } from './get-tailor-reviews.ts';

export const createReview = (orderId: string, review: CreateReview) =>
  callApi(reviewsApi.create, { params: { orderId }, body: review });

/** Posts the review; the shopper's reviews and the tailor's (rating included) are read anew. */
export function useCreateReview(orderId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateReview) => createReview(orderId, review),
    onSuccess: async () => {
      notifySuccess('Review posted', 'Thank you: your review is on the tailor’s page');
      await Promise.all([
        refetchAfterWrite(queryClient, myReviewsQueryOptions(userId).queryKey),
        // The tailor's rating and count changed with it: their page, lists and reviews.
        refetchAfterWrite(queryClient, tailorReadsKey()),
      ]);
    },
  });
}
