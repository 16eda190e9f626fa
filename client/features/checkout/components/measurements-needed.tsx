import { Ruler } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';

/** No measurements saved: every order needs them, so checkout sends the shopper to save them. */
export function MeasurementsNeeded() {
  return (
    <Card className="border-gold-600 bg-gold-100/40 p-5">
      <div className="flex gap-3">
        <Ruler aria-hidden="true" className="size-8 shrink-0 text-gold-700" />
        <div>
          <h3 className="font-semibold text-stone-900">Measurements needed</h3>
          <p className="mt-1 text-sm text-stone-700">
            Your tailors cut from your measurements. Save them once (about a minute), then come back
            here to pay.
          </p>
          <Link
            to={`${paths.bodyScan}?next=${encodeURIComponent(paths.checkout)}`}
            className={buttonClasses('primary', 'md', 'mt-3')}
          >
            Add Your Measurements
          </Link>
        </div>
      </div>
    </Card>
  );
}
