import { useEffect, useState } from 'react';
import { useDataLight } from '../../lib/data-light.tsx';

/**
 * What this page cost over the network so far: the page's own transfer and every file it
 * fetched, as the browser counts them (transferSize: headers and compressed bodies; 0 for what
 * came from its cache). kB = 1,000 bytes.
 */
export function transferredBytes(performance: Pick<Performance, 'getEntriesByType'>): number {
  let bytes = 0;
  for (const type of ['navigation', 'resource'] as const) {
    for (const entry of performance.getEntriesByType(type)) {
      bytes += (entry as PerformanceResourceTiming).transferSize ?? 0;
    }
  }
  return bytes;
}

/** In data-light mode, the footer's line saying what the page weighed (decision 058). */
export function PageWeight() {
  const { on } = useDataLight();
  const [bytes, setBytes] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!on) return;
    const measure = () => setBytes(transferredBytes(performance));
    // After load, and again as later files (a picture further down, a read) arrive.
    if (document.readyState === 'complete') measure();
    else window.addEventListener('load', measure, { once: true });
    const observer =
      typeof PerformanceObserver === 'function' ? new PerformanceObserver(measure) : null;
    observer?.observe({ type: 'resource', buffered: false });
    return () => {
      window.removeEventListener('load', measure);
      observer?.disconnect();
    };
  }, [on]);
  if (!on) return null;
  return (
    <p className="mx-auto max-w-7xl bg-brand-900 px-4 pb-5 text-sm text-brand-100" data-page-weight>
      {bytes === undefined
        ? 'Data-light is on.'
        : `Data-light: this page weighed ${Math.max(1, Math.round(bytes / 1000))} kB.`}
    </p>
  );
}
