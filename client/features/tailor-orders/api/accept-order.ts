import { tailorOrdersApi } from '../../../../shared/api/tailor-orders.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useUpdateTailorOrder } from './update-tailor-order.ts';

export const acceptOrder = (id: string) =>
  callApi(tailorOrdersApi.accept, { params: { id }, body: {} });

export const useAcceptOrder = () =>
  useUpdateTailorOrder(acceptOrder, () => [
    'Order accepted',
    'The shopper has been told you are on it',
  ]);
