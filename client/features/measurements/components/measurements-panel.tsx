import { Ruler } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { useMeasurements } from '../api/get-measurements.ts';
import { MeasurementsGrid } from './measurements-grid.tsx';

// The form's code is fetched when Edit is tapped: the profile's first view shows values only
// (its first-view JavaScript budget, like the Favorites tab).
const MeasurementForm = lazy(() =>
  import('./measurement-form.tsx').then((m) => ({ default: m.MeasurementForm })),
);

/** The profile's Measurements tab: read-only values, an Edit/Cancel toggle and the empty state. */
export function MeasurementsPanel({ userId }: { userId: ActingUserId }) {
  const measurements = useMeasurements(userId);
  const [editing, setEditing] = useState(false);
  const saved = measurements.data;

  if (measurements.isPending) return <Skeleton className="h-64 w-full" />;
  if (measurements.isError)
    return (
      <Card role="alert" className="p-6 text-center">
        <p className="font-medium text-stone-900">We could not load your measurements.</p>
        <Button variant="outline" className="mt-4" onClick={() => measurements.refetch()}>
          Try Again
        </Button>
      </Card>
    );

  if (!saved && !editing)
    return (
      <Card className="p-8 text-center">
        <Ruler aria-hidden="true" className="mx-auto size-10 text-brand-800" />
        <h2 className="mt-3 text-lg font-semibold text-stone-900">No measurements saved yet</h2>
        <p className="mx-auto mt-2 max-w-md text-stone-600">
          Save your body measurements once and every tailor cuts your outfit to fit.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.bodyScan} className={buttonClasses('primary')}>
            Start 3D Body Scan
          </Link>
          <Button variant="outline" onClick={() => setEditing(true)}>
            Enter Measurements Manually
          </Button>
        </div>
      </Card>
    );

  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-stone-900">
            {editing ? 'Edit Measurements' : 'Your Measurements'}
          </h2>
          {saved && (
            <p className="text-sm text-stone-600">Last updated {formatDate(saved.updatedAt)}</p>
          )}
        </div>
        <Button variant="outline" onClick={() => setEditing((e) => !e)}>
          {editing ? 'Cancel' : 'Edit'}
        </Button>
      </div>
      {editing ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <MeasurementForm userId={userId} onSaved={() => setEditing(false)} />
        </Suspense>
      ) : (
        saved && <MeasurementsGrid values={saved} unit={saved.unit} />
      )}
    </Card>
  );
}
