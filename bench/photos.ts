/**
 * `npm run bench:photos` (and the last step of `npm run bench`): phone photos uploaded to the
 * production server (issue 27). For camera JPEGs of 1, 3, 8 and 12 MP, made as the reliability
 * test makes them (reliability/helpers/phone-photos.ts): seconds per photo one at a time
 * (the median of REPEATS) and four at once, and the server's peak RSS during each, on a fresh
 * PGlite folder and, with DATABASE_URL, a fresh PostgreSQL database. Writes
 * bench/results/photos.json and bench/results/photos.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newSession } from '../reliability/helpers/http.ts';
import {
  CAMERA_SET,
  cameraJpeg,
  cameraJpegs,
  megabytes,
  postPhoto,
  type PhonePhoto,
} from '../reliability/helpers/phone-photos.ts';
import { resetPeakRss, statusMb } from '../reliability/helpers/process-memory.ts';
import { createFreshDatabase, describeUrl } from './postgres.ts';
import { pinning, SERVER_CORE } from './processes.ts';
import { startServer, type DbTarget } from './telo-server.ts';

const MEGAPIXELS = [1, 3, 8, 12] as const;
const REPEATS = 3;
const AT_ONCE = 4;
const PORTS = { pglite: 4514, postgres: 4515 };

type Row = {
  database: string;
  megapixels: number;
  width: number;
  height: number;
  mb: number;
  /** Median seconds from sending one photo to its whole answer, one at a time. */
  oneSeconds: number;
  oneRuns: number[];
  onePeakRssMb: number;
  /** All four sent together: the wall time divided by four, and the wall time. */
  atOnceSecondsPerPhoto: number;
  atOnceWallSeconds: number;
  atOncePeakRssMb: number;
};

const log = (line: string) => console.log(`[photos] ${line}`);
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

/** The camera set's photo of each size (its bytes as a phone writes them), and four of it. */
async function makePhotos() {
  const sets: { megapixels: number; one: PhonePhoto; four: PhonePhoto[] }[] = [];
  for (const megapixels of MEGAPIXELS) {
    const size = CAMERA_SET.find((s) => s.megapixels === megapixels)!;
    sets.push({
      megapixels,
      one: await cameraJpeg({ megapixels, targetBytes: size.targetBytes }),
      four: await cameraJpegs(AT_ONCE, { megapixels, targetBytes: size.targetBytes }),
    });
  }
  return sets;
}

async function measure(
  database: string,
  db: DbTarget,
  port: number,
  photos: Awaited<ReturnType<typeof makePhotos>>,
  workDir: string,
) {
  const server = await startServer({
    port,
    db,
    // The API alone: no page is asked for.
    clientDir: join(workDir, 'no-client'),
    logFile: join(workDir, `photos-${port}.log`),
  });
  const rows: Row[] = [];
  try {
    const pid = server.pid!;
    const cookie = await newSession(server.origin);
    started.push(`${database} ${round(statusMb(pid, 'VmRSS') ?? NaN, 0)} MB`);
    const peakSince = () => round(statusMb(pid, 'VmHWM') ?? NaN, 0);
    const expect201 = (answer: Awaited<ReturnType<typeof postPhoto>>, name: string) => {
      if (answer.status !== 201)
        throw new Error(`${name}: ${answer.status} ${answer.error ?? answer.body}`);
    };
    for (const { megapixels, one, four } of photos) {
      if (!resetPeakRss(pid)) throw new Error('cannot reset the peak RSS (clear_refs)');
      const oneRuns: number[] = [];
      for (let i = 0; i < REPEATS; i++) {
        const answer = await postPhoto(server.origin, cookie, one.bytes, one.type);
        expect201(answer, one.name);
        oneRuns.push(round(answer.seconds));
      }
      const onePeakRssMb = peakSince();
      resetPeakRss(pid);
      const began = performance.now();
      const answers = await Promise.all(
        four.map((p) => postPhoto(server.origin, cookie, p.bytes, p.type)),
      );
      const wall = (performance.now() - began) / 1000;
      answers.forEach((a, i) => expect201(a, four[i]!.name));
      const row: Row = {
        database,
        megapixels,
        width: one.width,
        height: one.height,
        mb: megabytes(one.bytes.length),
        oneSeconds: median(oneRuns),
        oneRuns,
        onePeakRssMb,
        atOnceSecondsPerPhoto: round(wall / AT_ONCE),
        atOnceWallSeconds: round(wall),
        atOncePeakRssMb: peakSince(),
      };
      rows.push(row);
      log(
        `${database} ${row.megapixels} MP (${row.mb} MB): ${row.oneSeconds} s one at a time, ` +
          `${row.atOnceSecondsPerPhoto} s per photo four at once; peak RSS ${row.onePeakRssMb} / ${row.atOncePeakRssMb} MB`,
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

function markdown(rows: Row[], notes: string[]) {
  const lines = [
    `# Phone photo uploads (${new Date().toISOString()})`,
    '',
    ...notes.map((n) => `- ${n}`),
    '',
    '| Database | Photo | MB | s per photo, one at a time | peak RSS MB | s per photo, four at once | four in s | peak RSS MB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.megapixels} MP (${r.width}×${r.height}) | ${r.mb} | ${r.oneSeconds} (${r.oneRuns.join(', ')}) | ${r.onePeakRssMb} | ${r.atOnceSecondsPerPhoto} | ${r.atOnceWallSeconds} | ${r.atOncePeakRssMb} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

const began = performance.now();
const postgresUrl = process.env.DATABASE_URL || undefined;
const workDir = mkdtempSync(join(tmpdir(), 'telo-bench-photos-'));
const rows: Row[] = [];
/** Each server's RSS once started, before any photo: what the peaks below grow from. */
const started: string[] = [];
try {
  log('making the photos');
  const photos = await makePhotos();
  log(`PGlite (port ${PORTS.pglite})`);
  rows.push(
    ...(await measure(
      'PGlite',
      { kind: 'pglite', dataDir: join(workDir, 'data') },
      PORTS.pglite,
      photos,
      workDir,
    )),
  );
  if (postgresUrl) {
    const fresh = await createFreshDatabase(postgresUrl, 'photos');
    try {
      log(`PostgreSQL ${describeUrl(fresh.url)} (port ${PORTS.postgres})`);
      rows.push(
        ...(await measure(
          'PostgreSQL',
          { kind: 'postgres', url: fresh.url },
          PORTS.postgres,
          photos,
          workDir,
        )),
      );
    } finally {
      await fresh.drop();
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const notes = [
  `${process.version}; the server as \`npm run serve\` starts it (--max-old-space-size=160); ${
    pinning.startsWith('servers')
      ? `the server on core ${SERVER_CORE}, this client unpinned`
      : pinning
  }`,
  `one at a time: the median of ${REPEATS} uploads; four at once: ${AT_ONCE} different photos of the size sent together`,
  'peak RSS: VmHWM of the server process, reset (clear_refs) before each series, so it is the peak of that series',
  `RSS once started, before any photo: ${started.join(', ')}`,
  `took ${Math.round((performance.now() - began) / 1000)} s`,
];
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/photos.json', `${JSON.stringify({ notes, rows }, null, 2)}\n`);
const table = markdown(rows, notes);
writeFileSync('bench/results/photos.md', table);
console.log(`\n${table}`);
log('wrote bench/results/photos.json and bench/results/photos.md');
