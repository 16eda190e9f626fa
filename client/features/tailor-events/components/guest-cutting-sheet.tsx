import { Printer } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { formatDate } from '../../../../shared/dates.ts';
import { orderNumber, stageLabels } from '../../../../shared/order-lifecycle.ts';
import type { CuttingSheet } from '../../../../shared/schemas/tailor-events.ts';
import { MeasurementGrid } from '../../../components/measurement-grid.tsx';
import { Button } from '../../../components/ui/button.tsx';

const stateWords = (guest: CuttingSheet) =>
  guest.stage ? stageLabels[guest.stage] : guest.status === 'pending' ? 'To accept' : guest.status;

/**
 * One guest's cutting sheet (issue 32 item 5): folded to her name and size note until tapped,
 * then her measurements as her order took them. Print marks it for the print stylesheet
 * (client/styles.css), which prints it alone, with the event and look written on the paper.
 */
export function GuestCuttingSheet({
  guest,
  eventName,
  productName,
  fabricNote,
  sewBy,
}: {
  guest: CuttingSheet;
  eventName: string;
  productName: string;
  fabricNote: string;
  sewBy: string;
}) {
  const [printing, setPrinting] = useState(false);
  const [open, setOpen] = useState(false);
  const unit = guest.unit === 'centimeters' ? 'cm' : 'in';
  const print = () => {
    flushSync(() => {
      setOpen(true);
      setPrinting(true);
    });
    window.print();
    setPrinting(false);
  };
  return (
    <li className="rounded-md border border-stone-200 bg-stone-50">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
          <span className="font-medium text-stone-900">{guest.firstName}</span>
          <span className="text-sm text-stone-600">
            {guest.sizeNote ? `${guest.sizeNote} · ` : ''}
            {stateWords(guest)}
          </span>
        </summary>
        <section
          aria-label={`Cutting sheet for ${guest.firstName}`}
          data-print-sheet={printing || undefined}
          className="border-t border-stone-200 px-3 pb-3"
        >
          <p className="hidden text-sm print:block">
            Telo aso-ebi · {eventName} · {productName} ({fabricNote}) for {guest.firstName} · order{' '}
            {orderNumber(guest.orderId)} · due {formatDate(`${sewBy}T12:00:00Z`)}
            {guest.sizeNote ? ` · ${guest.sizeNote}` : ''}
          </p>
          <p className="mt-2 text-xs text-stone-600">
            Order <span className="font-mono">{orderNumber(guest.orderId)}</span> · {guest.unit}
          </p>
          <MeasurementGrid measurements={guest.measurements} unit={unit} />
          <Button variant="ghost" onClick={print} className="mt-2 print:hidden">
            <Printer aria-hidden="true" className="size-4" />
            Print {guest.firstName}&apos;s sheet
          </Button>
        </section>
      </details>
    </li>
  );
}
