import { stageLabels } from '../../../../shared/order-lifecycle.ts';
import type { StageRequest, TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUpdateTailorOrder } from './update-tailor-order.ts';

/** One production step (POST /api/tailor/orders/{id}/stage). */
export async function advanceOrder({
  id,
  step,
}: {
  id: string;
  step: StageRequest;
}): Promise<TailorOrder> {
  return (
    await apiRequest('POST', `/api/tailor/orders/${encodeURIComponent(id)}/stage`, step)
  ).json();
}

export const useAdvanceOrder = () =>
  useUpdateTailorOrder(advanceOrder, (order) => [
    `Marked ${stageLabels[order.stage ?? 'accepted'].toLowerCase()}`,
    'The shopper has been told',
  ]);
