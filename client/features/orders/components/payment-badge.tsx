import {
  orderPaymentStateLabels,
  type OrderPaymentState,
} from '../../../../shared/order-lifecycle.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const tones = {
  unpaid: 'gold',
  paid: 'brand',
  refund_pending: 'blue',
  refunded: 'neutral',
  expired: 'red',
} as const satisfies Record<OrderPaymentState, string>;

export function PaymentBadge({ state }: { state: OrderPaymentState }) {
  return <Badge tone={tones[state]}>{orderPaymentStateLabels[state]}</Badge>;
}
