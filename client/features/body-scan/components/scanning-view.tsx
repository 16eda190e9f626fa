import { PersonStanding } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { SCAN_INTERVAL_MS, SCAN_STEP } from '../lib/scan-simulation.ts';

/** The simulated scan: progress from 0 to 100 %, then one more beat at 100 % before completing. */
export function ScanningView({ onComplete }: { onComplete: () => void }) {
  const [progress, setProgress] = useState(0);
  const complete = useEffectEvent(onComplete);

  useEffect(() => {
    const timer = setInterval(
      () => setProgress((p) => Math.min(100, p + SCAN_STEP)),
      SCAN_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (progress < 100) return;
    const timer = setTimeout(() => complete(), SCAN_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [progress]);

  return (
    <div className="mx-auto max-w-md text-center">
      <h2 data-scan-heading tabIndex={-1} className="text-2xl font-bold text-stone-900">
        Scanning...
      </h2>
      <div className="relative mx-auto mt-6 grid size-48 place-items-center overflow-hidden rounded-full bg-brand-50 ring-4 ring-brand-100">
        <PersonStanding aria-hidden="true" className="size-28 text-brand-800" strokeWidth={1.25} />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 h-1 bg-gold-500/70 transition-[top] duration-500 ease-linear"
          style={{ top: `${progress}%` }}
        />
      </div>
      <p className="mt-6 text-lg font-medium text-stone-900">Please stand still...</p>
      <div
        role="progressbar"
        aria-label="Scan progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-4 h-3 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-800 transition-[width] duration-500 ease-linear"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="mt-2 text-sm font-semibold text-stone-700" aria-hidden="true">
        {progress}%
      </p>
    </div>
  );
}
