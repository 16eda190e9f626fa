/**
 * One database under test (PGlite, or a fresh database on a PostgreSQL server): its start times,
 * its catalog at each size, its running server, and the figures measured on it. run.ts drives
 * the steps so that the databases' servers are measured endpoint by endpoint, side by side.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PageBytes } from '../scripts/check-budgets.ts';
import {
  catalogEndpoints,
  fetchAnswer,
  loadTest,
  type Answer,
  type Endpoint,
  type EndpointName,
  type EndpointResult,
} from './api.ts';
import type { LoadResult } from './load.ts';
import { lighthousePages } from './pages.ts';
import { createFreshDatabase, describeUrl, type FreshDatabase } from './postgres.ts';
import { rssMb, runNode, sampleRss } from './processes.ts';
import type { DatabaseRun, PageRun } from './results.ts';
import { measureStartup, type StartupResult } from './startup.ts';
import { dbEnv, startServer, type DbTarget, type RunningServer } from './telo-server.ts';

export type Shared = {
  ports: { ceiling: number; startup: number };
  clientDir: string;
  workDir: string;
  buildPages: PageBytes[];
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
  private readonly shared: Shared;
  private readonly postgresUrl: string | undefined;
  private readonly port: number;
  private readonly dataDir: string;
  private target: DbTarget | undefined;
  private fresh: FreshDatabase | undefined;
  private server:
    | {
        running: RunningServer;
        size: Size;
        endpoints: Endpoint[];
        headers: Record<string, string>;
      }
    | undefined;
  private ids = { productId: '', tailorId: '' };
  private startup: StartupResult | undefined;
  private seeds: Partial<Record<Size, { seconds: number; outfits: number }>> = {};
  private warmStarts: Partial<Record<Size, number>> = {};
  private api: Record<Size, EndpointResult[]> = { '1k': [], '100k': [] };
  private rss = { idleMb: null as number | null, underLoadMaxMb: 0 };
  private pages: PageRun[] | null = null;

  constructor(shared: Shared, options: { port: number; postgresUrl?: string }) {
    this.shared = shared;
    this.postgresUrl = options.postgresUrl;
    this.port = options.port;
    this.kind = this.postgresUrl ? 'postgres' : 'pglite';
    this.label = this.postgresUrl ? `PostgreSQL (${describeUrl(this.postgresUrl)})` : 'PGlite';
    this.dataDir = join(shared.workDir, `${this.kind}-data`);
  }

  get shortName() {
    return this.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  }

  async measureStartup() {
    const s = await measureStartup({
      port: this.shared.ports.startup,
      clientDir: this.shared.clientDir,
      workDir: this.shared.workDir,
      postgresUrl: this.postgresUrl,
    });
    this.startup = s;
    this.shared.log(
      `${this.shortName}: cold start ${s.coldStartMs} ms, warm ${s.warmStartMs} ms (bare node ${s.nodeStartMs} ms)`,
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
    this.shared.log(`${this.shortName}: ${summary}`);
    this.seeds[size] = {
      seconds: Number(/ in ([\d.]+) s/.exec(summary)?.[1] ?? Number.NaN),
      outfits: Number((/now has ([\d,]+) outfits/.exec(summary)?.[1] ?? 'NaN').replace(/,/g, '')),
    };
  }

  /** Starts the server on the catalog as seeded; at 100k also takes its idle memory. */
  async start(size: Size) {
    if (!this.target) throw new Error('seed before starting');
    const running = await startServer({
      port: this.port,
      db: this.target,
      clientDir: this.shared.clientDir,
      logFile: join(this.shared.workDir, `server-${this.kind}.log`),
    });
    this.warmStarts[size] = Math.round(running.startMs);
    const { endpoints, productId, tailorId, headers } = await catalogEndpoints(running.origin);
    this.server = { running, size, endpoints, headers };
    this.ids = { productId, tailorId };
    if (size === '100k') {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      this.rss.idleMb = rssMb(running.pid);
    }
  }

  /** One endpoint under load, its server's memory sampled meanwhile. */
  async loadEndpoint(
    name: EndpointName,
  ): Promise<{ endpoint: Endpoint; answer: Answer; server: LoadResult }> {
    const { running, size, endpoints, headers } = this.need(this.server, 'a running server');
    const endpoint = this.need(
      endpoints.find((e) => e.name === name),
      `endpoint ${name}`,
    );
    const url = `${running.origin}${endpoint.path}`;
    const sent = { ...headers, ...endpoint.headers };
    const answer = await fetchAnswer(url, sent);
    const sampler = sampleRss(running.pid);
    const server = await loadTest(url, sent);
    const maxMb = sampler.stop();
    if (size === '100k') this.rss.underLoadMaxMb = Math.max(this.rss.underLoadMaxMb, maxMb);
    return { endpoint, answer, server };
  }

  record(size: Size, result: EndpointResult) {
    this.api[size].push(result);
  }

  async lighthouse() {
    const { running } = this.need(this.server, 'a running server');
    this.shared.log(`${this.shortName}: Lighthouse`);
    this.pages = await lighthousePages({
      origin: running.origin,
      ...this.ids,
      infoPage: '/help',
      buildPages: this.shared.buildPages,
      clientDir: this.shared.clientDir,
      workDir: this.shared.workDir,
      log: this.shared.log,
    });
  }

  async stop() {
    await this.server?.running.stop();
    this.server = undefined;
  }

  async cleanUp() {
    await this.stop();
    await this.fresh?.drop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private need<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`${this.label}: no ${what}`);
    return value;
  }

  result(): DatabaseRun {
    const small = this.need(this.seeds['1k'], 'catalog at 1k');
    const large = this.need(this.seeds['100k'], 'catalog at 100k');
    return {
      kind: this.kind,
      label: this.label,
      startup: this.need(this.startup, 'start times'),
      seedSeconds: { '1k': small.seconds, '100k': large.seconds },
      catalogSize: { '1k': small.outfits, '100k': large.outfits },
      warmStartMs: {
        '1k': this.need(this.warmStarts['1k'], 'start at 1k'),
        '100k': this.need(this.warmStarts['100k'], 'start at 100k'),
      },
      rss: this.rss,
      api: this.api,
      pages: this.pages,
    };
  }
}
