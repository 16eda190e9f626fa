import { tailorOrdersApi } from '../../../../shared/api/tailor-orders.ts';
import type { ChangeAnswerBody } from '../../../../shared/schemas/order-approval.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useUpdateTailorOrder } from './update-tailor-order.ts';

/** The answer to a shopper's change request (POST /api/tailor/orders/{id}/change-answer). */
export const answerChange = ({ id, body }: { id: string; body: ChangeAnswerBody }) =>
  callApi(tailorOrdersApi.changeAnswer, { params: { id }, body });

export const useAnswerChange = () =>
  useUpdateTailorOrder(answerChange, (order) =>
    order.stage === 'sewing'
      ? ['Back to sewing', 'The shopper has been told']
      : ['Reply sent', 'The shopper has been told'],
  );
