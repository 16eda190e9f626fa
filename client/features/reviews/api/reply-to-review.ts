import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '../../../../shared/schemas/review.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';

export async function replyToReview(reviewId: string, body: string): Promise<Review> {
  const url = `/api/reviews/${encodeURIComponent(reviewId)}/reply`;
  return (await apiRequest('POST', url, { body })).json();
}

/** The tailor's one reply to a review of their business. */
export function useReplyToReview(tailorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: string }) =>
      replyToReview(reviewId, body),
    onSuccess: () => refetchAfterWrite(queryClient, ['/api/tailors', encodeURIComponent(tailorId)]),
  });
}
