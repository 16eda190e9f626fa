import { createContext, use, useState, type ReactNode } from 'react';
import { DATA_LIGHT_COOKIE, smallestSrcSet } from '../../shared/data-light.ts';

/**
 * Data-light mode in the browser (issue 33, decision 058; shared/data-light.ts). The page says
 * whether it was rendered data-light (its SSR state); a page the browser draws reads the cookie
 * and the browser's own Save-Data. Components read it with useDataLight(): a query that polls
 * stops (usePolling), a picture asks for its smallest file (useImageSrcSet).
 */
/** Whether this browser asks for data-light pages, for a page the server did not render. */
export function browserWantsDataLight(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return (
    connection?.saveData === true ||
    document.cookie.split(/;\s*/).includes(`${DATA_LIGHT_COOKIE}=1`)
  );
}

type DataLight = { on: boolean; set: (on: boolean) => void };
const DataLightContext = createContext<DataLight>({ on: false, set: () => {} });

export function DataLightProvider({
  initial,
  children,
}: {
  initial: boolean;
  children: ReactNode;
}) {
  const [on, setOn] = useState(initial);
  const set = (next: boolean) => {
    // A year, for every page: the server renders the next page in the shopper's mode.
    document.cookie = next
      ? `${DATA_LIGHT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
      : `${DATA_LIGHT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    setOn(next);
  };
  return <DataLightContext value={{ on, set }}>{children}</DataLightContext>;
}

export function useDataLight(): DataLight {
  return use(DataLightContext);
}

/** A query's refetchInterval: every `ms`, or never in data-light mode (fetched when asked). */
export function usePolling(ms: number): number | false {
  return useDataLight().on ? false : ms;
}

/** What a picture's srcset becomes in this mode: in data-light only its smallest file. */
export function useImageSrcSet(): (srcSet: string | undefined) => string | undefined {
  const { on } = useDataLight();
  return (srcSet) => (on ? smallestSrcSet(srcSet) : srcSet);
}
