import { FITTING_BUFFER_DAYS, latestPayBy, sewByDate } from '../../../../shared/aso-ebi.ts';
import { formatDate } from '../../../../shared/dates.ts';

/**
 * The dates the form computes as the host goes: the sew-by date (a week before the event, for
 * fittings) and the latest pay-by date that leaves the slowest chosen tailor her making time.
 */
export function EventDates({ eventDate, makingDays }: { eventDate: string; makingDays: number[] }) {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(eventDate);
  return (
    <div aria-live="polite" className="rounded-md bg-brand-50 p-3 text-sm text-stone-800">
      {!valid ? (
        <p>Choose the event date to see when the outfits are sewn by and when guests pay by.</p>
      ) : (
        <>
          <p>
            Outfits sewn by <strong>{formatDate(sewByDate(eventDate))}</strong>,{' '}
            {FITTING_BUFFER_DAYS} days before the event for fittings.
          </p>
          {makingDays.length > 0 ? (
            <p className="mt-1">
              Latest pay-by date: <strong>{formatDate(latestPayBy(eventDate, makingDays))}</strong>{' '}
              (the slowest tailor needs {Math.max(...makingDays)} days to sew).
            </p>
          ) : (
            <p className="mt-1">Choose a look to see the latest pay-by date.</p>
          )}
        </>
      )}
    </div>
  );
}
