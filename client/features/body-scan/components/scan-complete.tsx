import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import type { ScanResult } from '../lib/scan-simulation.ts';

type ScanCompleteProps = {
  /** 'scan': the simulation's fixed sample, nothing saved. 'saved': the shopper's own saved values. */
  source: 'scan' | 'saved';
  results: readonly ScanResult[];
  unit: string;
  onScanAgain: () => void;
  onEnterManually: () => void;
  /** Where the shopper came from (checkout, say), offered first once their values are saved. */
  returnLink?: ReactNode;
};

export function ScanComplete({
  source,
  results,
  unit,
  onScanAgain,
  onEnterManually,
  returnLink,
}: ScanCompleteProps) {
  const saved = source === 'saved';
  return (
    <div className="mx-auto max-w-2xl text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-brand-700" />
      <h2 data-scan-heading tabIndex={-1} className="mt-3 text-2xl font-bold text-stone-900">
        Scan Complete!
      </h2>
      <p className="mt-2 text-stone-700">
        {saved
          ? 'Your measurements have been saved to your profile. Tailors receive them with every order.'
          : 'These are sample values from the simulated scan. It did not measure you, so nothing was saved. Enter your own measurements so your outfit is cut to your body.'}
      </p>
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-stone-600 uppercase">
        {saved ? 'Your measurements' : 'Sample measurements'}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {results.map((r) => (
          <div key={r.label} className="rounded-lg border border-stone-200 bg-white p-3">
            <dt className="text-sm text-stone-600">{r.label}</dt>
            <dd className="text-xl font-bold text-brand-900">
              {r.value} <span className="text-sm font-normal text-stone-600">{unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        {saved && returnLink}
        {!saved && (
          <Button size="lg" onClick={onEnterManually}>
            Enter your measurements
          </Button>
        )}
        <Link
          to={paths.products}
          className={buttonClasses(saved && !returnLink ? 'primary' : 'outline', 'lg')}
        >
          Start Shopping with your measurements
        </Link>
        <Button size="lg" variant="outline" onClick={onScanAgain}>
          Scan Again
        </Button>
      </div>
    </div>
  );
}
