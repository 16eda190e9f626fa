/**
 * The measurements of one database (PGlite, or a fresh database on a PostgreSQL server), as steps
 * that run.ts interleaves across databases: the seeds, which measure nothing, run side by side;
 * every measurement runs alone.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PageBytes } from '../scripts/check-budgets.ts';
import { catalogEndpoints, measureEndpoints, type EndpointResult } from './api.ts';
import type { LoadResult } from './load.ts';
import { lighthousePages } from './pages.ts';
import { createFreshDatabase, describeUrl, type FreshDatabase } from './postgres.ts';
import { CLIENT_CORE, rssMb, runNode, sampleRss, SERVER_CORE } from './processes.ts';
import type { DatabaseRun, PageRun } from './results.ts';
import { measureStartup, type StartupResult } from './startup.ts';
import { dbEnv, startServer, type DbTarget } from './telo-server.ts';

export type Shared = {
  ports: { server: number; ceiling: number; startup: number };
  clientDir: string;
  workDir: string;
  buildPages: PageBytes[];
  ceilings: Map<string, LoadResult>;
  log: (line: string) => void;
};

export type Size = '1k' | '100k';
/** What db:seed is asked for at each size: all outfits and all tailors, demo data included. */
const sizes: Record<Size, string[]> = {
  '1k': ['--to-products', '1000', '--to-tailors', '50'],
  '100k': ['--to-products', '100000', '--to-tailors', '5000'],
};

export class DatabaseBench {
  readonly kind: 'pglite' | 'postgres';
  readonly label: string;
  private target: DbTarget | undefined;
  private fresh: FreshDatabase | undefined;
  private startup: StartupResult | undefined;
  private seeds: Partial<Record<Size, { seconds: number; outfits: number }>> = {};
  private warmStarts: Partial<Record<Size, number>> = {};
  private api: Partial<Record<Size, EndpointResult[]>> = {};
  private rss = { idleMb: null as number | null, underLoadMaxMb: 0 };
  private pages: PageRun[] | null = null;
  private readonly dataDir: string;
  private readonly shared: Shared;
  private readonly postgresUrl: string | undefined;

  constructor(shared: Shared, postgresUrl?: string) {
    this.shared = shared;
    this.postgresUrl = postgresUrl;
    this.kind = postgresUrl ? 'postgres' : 'pglite';
    this.label = postgresUrl ? `PostgreSQL (${describeUrl(postgresUrl)})` : 'PGlite';
    this.dataDir = join(shared.workDir, `${this.kind}-data`);
  }

  private log(line: string) {
    this.shared.log(`${this.label}: ${line}`);
  }

  async measureStartup() {
    const s = await measureStartup({
      port: this.shared.ports.startup,
      clientDir: this.shared.clientDir,
      workDir: this.shared.workDir,
      postgresUrl: this.postgresUrl,
    });
    this.startup = s;
    this.log(
      `cold start ${s.coldStartMs} ms, warm ${s.warmStartMs} ms (bare node ${s.nodeStartMs} ms)`,
    );
  }

  /** Grows the catalog to `size` with db:seed; the PostgreSQL database is created on first use. */
  async seed(size: Size, core: string) {
    if (!this.target) {
      this.fresh = this.postgresUrl
        ? await createFreshDatabase(this.postgresUrl, 'catalog')
        : undefined;
      this.target = this.fresh
        ? { kind: 'postgres', url: this.fresh.url }
        : { kind: 'pglite', dataDir: this.dataDir };
    }
    const out = await runNode(['scripts/seed-large.ts', ...sizes[size]], {
      core,
      env: dbEnv(this.target),
    });
    const summary = out.trim().split('\n').at(-1) ?? '';
    this.log(summary);
    this.seeds[size] = {
      seconds: Number(/ in ([\d.]+) s/.exec(summary)?.[1] ?? Number.NaN),
      outfits: Number((/now has ([\d,]+) outfits/.exec(summary)?.[1] ?? 'NaN').replace(/,/g, '')),
    };
  }

  /** The API at the current size; at 100k also memory and, when asked, the pages. */
  async measure(size: Size, options: { lighthouse: boolean }) {
    if (!this.target) throw new Error('seed before measuring');
    const server = await startServer({
      port: this.shared.ports.server,
      db: this.target,
      clientDir: this.shared.clientDir,
      logFile: join(this.shared.workDir, `server-${this.kind}.log`),
    });
    try {
      this.warmStarts[size] = Math.round(server.startMs);
      const { endpoints, productId, tailorId } = await catalogEndpoints(server.origin);
      if (size === '100k') {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        this.rss.idleMb = rssMb(server.pid);
      }
      this.log(`API at ${this.seeds[size]?.outfits.toLocaleString('en')} outfits`);
      const sampler = sampleRss(server.pid);
      this.api[size] = await measureEndpoints({
        origin: server.origin,
        endpoints,
        ceilingPort: this.shared.ports.ceiling,
        workDir: this.shared.workDir,
        ceilings: this.shared.ceilings,
        log: this.shared.log,
      });
      const maxMb = sampler.stop();
      if (size === '100k') {
        this.rss.underLoadMaxMb = maxMb;
        this.log(
          `server RSS idle ${this.rss.idleMb?.toFixed(0)} MB, max under load ${maxMb.toFixed(0)} MB`,
        );
      }
      if (options.lighthouse) {
        this.log('Lighthouse');
        this.pages = await lighthousePages({
          origin: server.origin,
          productId,
          tailorId,
          infoPage: '/help',
          buildPages: this.shared.buildPages,
          workDir: this.shared.workDir,
          log: this.shared.log,
        });
      }
    } finally {
      await server.stop();
    }
  }

  async cleanUp() {
    await this.fresh?.drop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  result(): DatabaseRun {
    const need = <T>(value: T | undefined, what: string): T => {
      if (value === undefined) throw new Error(`${this.label}: no ${what}`);
      return value;
    };
    const seeds = {
      '1k': need(this.seeds['1k'], 'seed 1k'),
      '100k': need(this.seeds['100k'], 'seed 100k'),
    };
    return {
      kind: this.kind,
      label: this.label,
      startup: need(this.startup, 'start times'),
      seedSeconds: { '1k': seeds['1k'].seconds, '100k': seeds['100k'].seconds },
      catalogSize: { '1k': seeds['1k'].outfits, '100k': seeds['100k'].outfits },
      warmStartMs: {
        '1k': need(this.warmStarts['1k'], 'start'),
        '100k': need(this.warmStarts['100k'], 'start'),
      },
      rss: this.rss,
      api: {
        '1k': need(this.api['1k'], 'API at 1k'),
        '100k': need(this.api['100k'], 'API at 100k'),
      },
      pages: this.pages,
    };
  }
}

/** Seeds run side by side, one per core: they measure nothing, and they are the slow part. */
export async function seedAll(benches: DatabaseBench[], size: Size) {
  const cores = [SERVER_CORE, CLIENT_CORE];
  await Promise.all(benches.map((b, i) => b.seed(size, cores[i % cores.length] ?? SERVER_CORE)));
}
