import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReview, Review } from '../../../../shared/schemas/review.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';

export async function createReview(orderId: string, review: CreateReview): Promise<Review> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/review`;
  return (await apiRequest('POST', url, review)).json();
}

/** Posts the review; the shopper's reviews and the tailor's (rating included) are read anew. */
export function useCreateReview(orderId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateReview) => createReview(orderId, review),
    onSuccess: async () => {
      notifySuccess('Review posted', 'Thank you: your review is on the tailor’s page');
      await Promise.all([
        refetchAfterWrite(queryClient, ['/api/users', userId, 'reviews']),
        // The tailor's rating and count changed with it: their page, lists and reviews.
        refetchAfterWrite(queryClient, ['/api/tailors']),
      ]);
    },
  });
}
