import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { nextPathAfterSignIn } from '../../features/account/lib/next-path.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ScanComplete } from '../../features/body-scan/components/scan-complete.tsx';
import { ScanIntro } from '../../features/body-scan/components/scan-intro.tsx';
import { ScanningView } from '../../features/body-scan/components/scanning-view.tsx';
import {
  sampleScanResults,
  type ScanResult,
} from '../../features/body-scan/lib/scan-simulation.ts';
import { useMeasurements } from '../../features/measurements/api/get-measurements.ts';
import { MeasurementForm } from '../../features/measurements/components/measurement-form.tsx';
import type { MeasurementFormValues } from '../../features/measurements/lib/measurement-form-values.ts';
import { unitAbbreviation } from '../../features/measurements/lib/units.ts';
import { formatDate } from '../../../shared/dates.ts';
import { useCurrentUserId } from '../../lib/current-user.ts';
import { useShop } from '../../lib/shop.ts';
import { GuidedMeasuring } from '../../features/measurements/components/guided-measuring.tsx';

type Mode = 'intro' | 'scanning' | 'complete' | 'manual';
type Outcome = { source: 'scan' | 'saved'; results: readonly ScanResult[]; unit: string };

const scanOutcome: Outcome = { source: 'scan', results: sampleScanResults, unit: 'in' };

function savedOutcome(values: MeasurementFormValues): Outcome {
  const pick = (label: string, value: string) => ({ label, value });
  return {
    source: 'saved',
    unit: unitAbbreviation(values.unit),
    results: [
      pick('Chest', values.chest),
      pick('Waist', values.waist),
      pick('Shoulders', values.shoulders),
      pick('Length', values.length),
    ],
  };
}

/**
 * /body-scan. The demo: the body scan's four modes (spec §2, §4), intro, scanning, complete and
 * manual entry. The live shop: guided measuring (issue 29). With `?next=/checkout` (checkout
 * sends shoppers here when they have no measurements), a save leads back there.
 */
export default function BodyScanPage() {
  const shop = useShop();
  // The live shop measures by a guide: the simulated scan is the spec's demo, never offered as
  // a real one (issue 29). Until the shop is known, the page waits rather than show either.
  if (!shop) return null;
  return shop.demo ? <BodyScanDemo /> : <GuidedMeasuringPage />;
}

/** Where a save leads back to (`?next=/checkout`), as a button; null without one. */
function useReturnLink() {
  const [params] = useSearchParams();
  const next = nextPathAfterSignIn(params.get('next'), '');
  return (
    next && (
      <Link to={next} className={buttonClasses('primary', 'lg')}>
        {next.startsWith(paths.checkout) ? 'Continue to Checkout' : 'Go Back'}
      </Link>
    )
  );
}

function GuidedMeasuringPage() {
  const userId = useCurrentUserId();
  const { data: saved } = useMeasurements(userId);
  const returnLink = useReturnLink();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Your Measurements</h1>
        <p className="mt-2 text-stone-700">
          Twelve measurements with a soft tape, over light clothing, snug but not tight: about ten
          minutes, easier with a friend holding the tape. Saved once, sent with every order.
          {saved && ` Last updated ${formatDate(saved.updatedAt)}.`}
        </p>
        <Card className="mt-6 p-4 sm:p-8">
          <GuidedMeasuring
            userId={userId}
            returnLink={
              returnLink ?? (
                <Link to={paths.products} className={buttonClasses('primary', 'lg')}>
                  Browse Outfits
                </Link>
              )
            }
          />
        </Card>
      </section>
    </div>
  );
}

/** The spec's demo (§2, §4): the simulated scan and the manual form, word for word. */
function BodyScanDemo() {
  const returnLink = useReturnLink();
  const userId = useCurrentUserId();
  const { data: saved } = useMeasurements(userId);
  const [mode, setMode] = useState<Mode>('intro');
  const [outcome, setOutcome] = useState<Outcome>(scanOutcome);

  // After each change of mode, move focus to the new view's heading so screen readers follow.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.querySelector<HTMLElement>('[data-scan-heading]')?.focus();
  }, [mode]);

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <section className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">3D Body Scan</h1>
        <p className="mt-2 max-w-2xl text-stone-700">
          Your measurements, saved once and sent with every order, so each tailor cuts your outfit
          to fit.
        </p>
        <div className="mt-8">
          {mode === 'intro' && (
            <ScanIntro
              lastUpdated={saved ? formatDate(saved.updatedAt) : null}
              onStartScan={() => setMode('scanning')}
              onEnterManually={() => setMode('manual')}
            />
          )}
          {mode === 'scanning' && (
            <Card className="p-6 sm:p-10">
              <ScanningView
                onComplete={() => {
                  setOutcome(scanOutcome);
                  setMode('complete');
                }}
              />
            </Card>
          )}
          {mode === 'complete' && (
            <Card className="p-6 sm:p-10">
              <ScanComplete
                {...outcome}
                onScanAgain={() => setMode('intro')}
                onEnterManually={() => setMode('manual')}
                returnLink={returnLink}
              />
            </Card>
          )}
          {mode === 'manual' && (
            <Card className="p-4 sm:p-8">
              <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
                <h2 data-scan-heading tabIndex={-1} className="text-2xl font-bold text-stone-900">
                  Enter Your Measurements
                </h2>
                <Button variant="outline" onClick={() => setMode('intro')}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Back to Scanner
                </Button>
              </div>
              <MeasurementForm
                userId={userId}
                onSaved={(values) => {
                  setOutcome(savedOutcome(values));
                  setMode('complete');
                }}
              />
            </Card>
          )}
        </div>
      </section>
    </div>
  );
}
