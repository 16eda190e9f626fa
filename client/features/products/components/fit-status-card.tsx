import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Measurements } from '../../../../shared/schemas/measurement.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../../shared/dates.ts';

/**
 * Whether the shopper's measurements are ready for this order (spec §2): green with the date they
 * were last updated, or orange with a way to add them. `undefined` while they load.
 */
export function FitStatusCard({ measurements }: { measurements: Measurements | null | undefined }) {
  if (measurements === undefined) {
    return (
      <>
        <Skeleton className="h-20 w-full rounded-xl" />
        {/* The server renders the outfit but never the shopper's own data: without JavaScript
            the placeholder above is hidden and this says why nothing comes. */}
        <noscript>
          <p className="rounded-xl border border-stone-300 bg-stone-50 p-4 text-sm text-stone-800">
            Telo needs JavaScript to check your measurements and to take your order.
          </p>
        </noscript>
      </>
    );
  }

  if (measurements) {
    return (
      <div className="flex gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-green-700" />
        <div>
          <p className="font-semibold">Your measurements are ready!</p>
          <p className="text-sm">
            Last updated{' '}
            <time dateTime={measurements.updatedAt}>{formatDate(measurements.updatedAt)}</time>.
            Your tailor receives them with your order.
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-orange-300 bg-orange-50 p-4 text-orange-950">
      <AlertTriangle aria-hidden="true" className="size-6 shrink-0 text-orange-700" />
      {/* At least 8 rem for the words: on a 320 px phone Add Now goes to the next line. */}
      <div className="min-w-0 flex-1 basis-32">
        <p className="font-semibold">Measurements needed</p>
        <p className="text-sm">Add your measurements for a perfect fit</p>
      </div>
      <Link
        to={paths.bodyScan}
        // Written out: layering an orange over the primary green would resolve by stylesheet order.
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-orange-800 px-4 text-sm font-semibold text-white hover:bg-orange-900"
      >
        Add Now
      </Link>
    </div>
  );
}
