import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { orderNumber } from '../../../../shared/order-lifecycle.ts';
import { MeasurementGrid } from '../../../components/measurement-grid.tsx';

/**
 * The measurements the outfit is cut from, as the shopper saved them when ordering: all 12
 * values and their unit, with what the cutter needs beside them. It is also what gets printed:
 * `printing` marks it for the print stylesheet (client/styles.css), which prints it alone.
 */
export function CuttingSheet({ order, printing }: { order: TailorOrder; printing: boolean }) {
  const unit = order.unit === 'centimeters' ? 'cm' : 'in';
  return (
    <section
      aria-label="Cutting sheet"
      data-print-sheet={printing || undefined}
      className="rounded-md border border-stone-200 bg-stone-50 p-3"
    >
      <h4 className="text-sm font-semibold text-stone-900">
        Cutting sheet <span className="font-normal text-stone-600">({order.unit})</span>
      </h4>
      {/* Only on paper: a printed sheet must say whose outfit it is. */}
      <p className="hidden text-sm print:block">
        Telo order {orderNumber(order.id)} · {order.product.name} for {order.buyerFirstName}
        {order.neededBy ? ` · needed by ${formatDate(`${order.neededBy}T12:00:00Z`)}` : ''}
        {order.notes ? ` · Notes: ${order.notes}` : ''}
      </p>
      <MeasurementGrid measurements={order.measurements} unit={unit} />
    </section>
  );
}
