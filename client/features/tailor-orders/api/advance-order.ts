import { stageLabels } from '../../../../shared/order-lifecycle.ts';
import { tailorOrdersApi } from '../../../../shared/api/tailor-orders.ts';
import type { StageRequest } from '../../../../shared/schemas/tailor-orders.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useUpdateTailorOrder } from './update-tailor-order.ts';

/** One production step (POST /api/tailor/orders/{id}/stage). */
export const advanceOrder = ({ id, step }: { id: string; step: StageRequest }) =>
  callApi(tailorOrdersApi.stage, { params: { id }, body: step });

export const useAdvanceOrder = () =>
  useUpdateTailorOrder(advanceOrder, (order) => [
    `Marked ${stageLabels[order.stage ?? 'accepted'].toLowerCase()}`,
    'The shopper has been told',
  ]);
