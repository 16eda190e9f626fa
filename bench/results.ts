/** The shape of bench/results/latest.json and the targets of issue #5 it is judged against. */
import type { EndpointResult } from './api.ts';
import type { LighthouseResult, Profile } from './lighthouse.ts';
import type { StartupResult } from './startup.ts';

export const targets = {
  /** Lighthouse, default mobile profile, every page. */
  mobile: { performance: 98, accessibility: 100, lcpMs: 1300, tbtMs: 50, cls: 0.02 },
  /** Lighthouse, default mobile profile, the personal pages (PERSONAL_PATHS). */
  mobilePersonal: { performance: 95, accessibility: 100 },
  /**
   * Lighthouse, Nigerian 3G profile, /, /products, an outfit, a tailor and the aso-ebi event
   * (issue 33), beside the 1 kB floor page measured in the same pass: a score within
   * `pointsBelowFloor` of the floor's, TBT at most `tbtMs`, LCP at most the floor's + `lcpOverFloorMs`.
   */
  slow3g: { pointsBelowFloor: 5, tbtMs: 200, lcpOverFloorMs: 500 },
  /** Wire bytes, kB = 1,000 bytes. */
  firstViewJsKb: 130,
  productsFirstViewKb: 350,
  /** Outfit list, an outfit and a category page, at every catalog size. */
  catalogRead: { ceilingRatio: 0.5, p99Ms: 10 },
  /** Every public page, compressed as Chrome asks, at every catalog size (issue 16). */
  publicPage: { ceilingRatio: 0.5, p99Ms: 20 },
  searchP95Ms100k: 5,
  p99Growth: 1.5,
  rssUnderLoadMb: 250,
  warmStartMs: 2000,
};

/** Pages for one person (issue 16: Lighthouse mobile ≥ 95 on these, 98+ on the public ones). */
export const PERSONAL_PATHS = ['/sign-in', '/profile', '/orders', '/checkout', '/dashboard'];

export type PageRun = {
  path: string;
  profile: Profile;
  result: LighthouseResult | null;
  /** Why the run gave no figures, when it did not. */
  error?: string;
  /** LCP ÷ the floor page's LCP under the same profile. */
  lcpFloorRatio: number | null;
  /** The floor page's figures in the same pass (null for the floor itself and without one). */
  floor: { performance: number; lcpMs: number } | null;
  /** The scripts the first view loaded (Lighthouse), as gzip files of the build, kB. */
  loadedJsGzipKb: number | null;
  /** The page's static first-view JavaScript from the build's manifest (check:budgets), gzip kB. */
  buildJsGzipKb: number | null;
};

export type DatabaseRun = {
  kind: 'pglite' | 'postgres';
  label: string;
  startup: StartupResult;
  seedSeconds: { '1k': number; '100k': number };
  catalogSize: { '1k': number; '100k': number };
  warmStartMs: { '1k': number; '100k': number };
  rss: { idleMb: number | null; underLoadMaxMb: number };
  api: { '1k': EndpointResult[]; '100k': EndpointResult[] };
  pages: PageRun[] | null;
};

export type BenchResults = {
  measuredAt: string;
  durationSec: number;
  node: string;
  cpu: string;
  cores: number;
  pinning: string;
  /** The server settings that change what is measured, as the bench's environment gave them. */
  serverEnv: { LOG_LEVEL: string; SERVER_RENDERING: string };
  pagedApi: boolean;
  load: { connections: number; seconds: number };
  databases: DatabaseRun[];
};
