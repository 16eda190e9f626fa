import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewsApi } from '../../../../shared/api/reviews.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { tailorReadsKey } from './get-tailor-reviews.ts';

export const replyToReview = (reviewId: string, body: string) =>
  callApi(reviewsApi.reply, { params: { reviewId }, body: { body } });

/** The tailor's one reply to a review of their business. */
export function useReplyToReview(tailorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: string }) =>
      replyToReview(reviewId, body),
    onSuccess: () => refetchAfterWrite(queryClient, tailorReadsKey(encodeURIComponent(tailorId))),
  });
}
