import type { OrderStatus } from '../../../../shared/catalog.ts';
import { orderStatusLabels } from '../../../../shared/catalog.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const tones = {
  pending: 'gold',
  in_progress: 'blue',
  completed: 'brand',
  cancelled: 'red',
} as const satisfies Record<OrderStatus, string>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={tones[status]}>{orderStatusLabels[status]}</Badge>;
}
