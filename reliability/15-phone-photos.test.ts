/**
 * 15. Phone photos (issue 27, finding 2): camera JPEGs of 1–12 MP and 0.5–9.5 MB (one taken
 * sideways), a PNG screenshot and a WebP, made at run time, uploaded one at a time and then four
 * 8 MB ones at once to `node server/main.ts` started as `npm run serve` starts it (its 160 MB
 * heap), and attached through every place that takes photos: a catalogue outfit, an order's
 * ready photo, a message and a fit claim. An iPhone's HEIC is answered 415 with the message that
 * says to send a JPEG.
 * Figures: uploads of a valid photo not stored = 0; 5xx = 0; server exits = 0; seconds per photo
 * by size; peak RSS (VmHWM).
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_HEIC_MESSAGE, type UploadedPhoto } from '../shared/uploads.ts';
import { openDatabase } from '../server/db/client.ts';
import { orderEvents, users } from '../server/db/schema/index.ts';
import { insertOrder, insertProduct, insertTailor, insertUser } from '../test/fixtures.ts';
import { freshStore, label, targets } from './helpers/databases.ts';
import { measured, record, zero } from './helpers/figures.ts';
import { send, type Answer } from './helpers/http.ts';
import {
  iphoneHeic,
  megabytes,
  phonePhotos,
  postPhoto,
  type PhonePhoto,
} from './helpers/phone-photos.ts';
import { resetPeakRss, statusMb } from './helpers/process-memory.ts';
import {
  expectStillServing,
  startServer,
  type ServerProcess,
  type Store,
} from './helpers/server-process.ts';
import { sessionCookie } from './helpers/world.ts';

const TEST = '15 Phone photos';
const PORTS = { pglite: 4770, postgres: 4771 };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Written before the server starts (two processes cannot open one PGlite folder): a tailor with
 * a signed-in account, a shopper, an order of theirs at "sewing" (from which "ready" is the next
 * step) and one delivered two days ago (inside the fit guarantee's 30 days).
 */
async function seed(store: Store) {
  const database = await openDatabase(store);
  try {
    await database.migrate();
    const { db } = database;
    const tailor = await insertTailor(db);
    await db
      .update(users)
      .set({ roles: ['shopper', 'tailor'] })
      .where(eq(users.id, tailor.userId));
    const shopper = await insertUser(db);
    const product = await insertProduct(db, tailor.id);
    const sewing = await insertOrder(db, shopper.id, product, {
      status: 'in_progress',
      stage: 'sewing',
    });
    const deliveredAt = new Date(Date.now() - 2 * DAY_MS);
    const delivered = await insertOrder(db, shopper.id, product, {
      status: 'completed',
      stage: 'delivered',
      updatedAt: deliveredAt,
    });
    await db
      .insert(orderEvents)
      .values({ orderId: delivered.id, kind: 'completed', at: deliveredAt });
    return {
      tailorCookie: await sessionCookie(db, tailor.userId),
      shopperCookie: await sessionCookie(db, shopper.id),
      sewingOrderId: sewing.id,
      deliveredOrderId: delivered.id,
    };
  } finally {
    await database.close();
  }
}

// Made once for both databases: the photos are the same, and making them takes a while.
let photos: Awaited<ReturnType<typeof phonePhotos>>;
beforeAll(async () => {
  photos = await phonePhotos();
}, 240_000);

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let prepared: Awaited<ReturnType<typeof freshStore>>;
  let world: Awaited<ReturnType<typeof seed>>;
  let server: ServerProcess;
  const answers: Answer[] = [];
  let started: { rss: number; peak: number; reset: boolean };

  beforeAll(async () => {
    prepared = await freshStore(target);
    world = await seed(prepared.store);
    server = await startServer(prepared.store, PORTS[target.kind]);
    const pid = server.child.pid!;
    const mb = (field: 'VmRSS' | 'VmHWM') => Math.round(statusMb(pid, field) ?? NaN);
    started = { rss: mb('VmRSS'), peak: mb('VmHWM'), reset: resetPeakRss(pid) };
  });
  afterAll(async () => {
    await server?.stop();
    await prepared?.cleanUp();
  });

  const alive = () => server.child.exitCode === null && server.child.signalCode === null;
  /** Fails with the end of the server's output (a heap that ran out says so there). */
  const expectAlive = (when: string) =>
    expect(alive(), `the server exited ${when}:\n${server.output().slice(-3000)}`).toBe(true);

  const upload = async (cookie: string, bytes: Buffer, type: string) => {
    const answer = await postPhoto(server.origin, cookie, bytes, type);
    answers.push({ ...answer, ms: answer.seconds * 1000 });
    return answer;
  };
  const call = async (cookie: string, method: string, path: string, body?: unknown) => {
    const answer = await send(server.origin, method, path, { cookie, body, timeoutMs: 30_000 });
    answers.push(answer);
    return answer;
  };

  it('stores phone photos of every size through every place that takes photos, and keeps serving', async () => {
    const { tailorCookie, shopperCookie } = world;
    const stored = new Map<PhonePhoto, UploadedPhoto>();
    let notStored = 0;

    // One at a time, as the tailor photographing outfits.
    for (const photo of photos.oneByOne) {
      const res = await upload(tailorCookie, photo.bytes, photo.type);
      if (res.status === 201) stored.set(photo, JSON.parse(res.body) as UploadedPhoto);
      else notStored++;
      const mb = megabytes(photo.bytes.length);
      // A time is only a figure for a photo that was stored; any other answer is a miss.
      record({
        test: TEST,
        database,
        name: `seconds for one ${photo.name} (${mb} MB, ${photo.width}×${photo.height})`,
        value: Math.round(res.seconds * 100) / 100,
        unit: ' s',
        target: 'stored (201), reported',
        status: res.status === 201 ? 'met' : 'missed',
        note:
          res.status === 201
            ? undefined
            : `answered ${res.status}: ${res.error ?? res.body.slice(0, 200)}`,
      });
      if (!alive()) break;
    }
    expectAlive('during the one-at-a-time uploads');

    // An iPhone photo shared from Files: refused with what to do instead, not a 5xx.
    const heic = await upload(shopperCookie, iphoneHeic(), 'image/heic');
    expect(heic.status, heic.body).toBe(415);
    expect(JSON.parse(heic.body).message).toBe(UPLOAD_HEIC_MESSAGE);

    // Four of the largest at once, as the shopper sending photos of a fit problem.
    const began = performance.now();
    const together = await Promise.all(
      photos.atOnce.map((photo) => upload(shopperCookie, photo.bytes, photo.type)),
    );
    const wall = (performance.now() - began) / 1000;
    for (const [i, res] of together.entries()) {
      if (res.status === 201) stored.set(photos.atOnce[i]!, JSON.parse(res.body) as UploadedPhoto);
      else notStored++;
    }
    const each = photos.atOnce[0]!;
    record({
      test: TEST,
      database,
      name: `seconds per photo, ${photos.atOnce.length} × ${each.name.replace(/ #\d+$/, '')} (${megabytes(each.bytes.length)} MB) at once`,
      value: Math.round((wall / photos.atOnce.length) * 100) / 100,
      unit: ' s',
      target: 'all stored (201), reported',
      status: together.every((r) => r.status === 201) ? 'met' : 'missed',
      note: `all four in ${wall.toFixed(2)} s; answers ${together.map((r) => r.status || r.error).join(', ')}`,
    });
    expectAlive('during the four uploads at once');

    // Every place that takes photos.
    const urlOf = (photo: PhonePhoto) => stored.get(photo)?.url ?? '';
    const failures: string[] = [];
    const expectStatus = (what: string, answer: Answer, status: number) => {
      if (answer.status !== status) failures.push(`${what}: ${answer.status} ${answer.body}`);
    };

    // A catalogue outfit per photo the tailor took.
    for (const photo of photos.oneByOne) {
      const res = await call(tailorCookie, 'POST', '/api/tailor/products', {
        name: `Agbada, ${photo.name}`.slice(0, 60),
        description: 'Hand-finished agbada, photographed on the tailor’s phone.',
        category: 'Agbada',
        price: 45000,
        imageUrl: urlOf(photo),
      });
      expectStatus(`outfit with the ${photo.name}`, res, 201);
    }
    const catalogue = await call(tailorCookie, 'GET', '/api/tailor/products');
    const listed = new Set(
      (JSON.parse(catalogue.body) as { imageUrl: string }[]).map((p) => p.imageUrl),
    );
    for (const photo of photos.oneByOne) {
      if (!listed.has(urlOf(photo))) failures.push(`the ${photo.name} is not on an outfit`);
    }

    // The ready photo: the largest camera photo, on the order at "sewing".
    const largest = photos.oneByOne.reduce((a, b) => (b.bytes.length > a.bytes.length ? b : a));
    const order = `/api/tailor/orders/${world.sewingOrderId}`;
    expectStatus(
      'ready photo',
      await call(tailorCookie, 'POST', `${order}/stage`, {
        stage: 'ready',
        photoUrl: urlOf(largest),
      }),
      200,
    );
    const ready = JSON.parse((await call(tailorCookie, 'GET', order)).body) as {
      readyPhotoUrl: string | null;
    };
    if (ready.readyPhotoUrl !== urlOf(largest))
      failures.push(`ready photo: ${ready.readyPhotoUrl}`);

    // A message with the four photos, in the order's thread.
    const atOnceUrls = photos.atOnce.map(urlOf);
    const thread = await call(
      shopperCookie,
      'POST',
      `/api/orders/${world.sewingOrderId}/thread`,
      {},
    );
    expectStatus('open the thread', thread, 200);
    const threadId = (JSON.parse(thread.body) as { id: string }).id;
    expectStatus(
      'message with photos',
      await call(shopperCookie, 'POST', `/api/messages/threads/${threadId}/messages`, {
        body: 'Here is how it looks on me',
        photos: atOnceUrls,
      }),
      201,
    );
    const read = JSON.parse(
      (await call(shopperCookie, 'GET', `/api/messages/threads/${threadId}`)).body,
    ) as { messages: { photos: string[] }[] };
    if (JSON.stringify(read.messages.at(-1)?.photos) !== JSON.stringify(atOnceUrls))
      failures.push(`message photos: ${JSON.stringify(read.messages.at(-1)?.photos)}`);

    // A fit claim with the same four, on the delivered order.
    const claim = await call(shopperCookie, 'POST', '/api/fit-claims', {
      orderId: world.deliveredOrderId,
      garment: 'Agbada',
      problem: 'The sleeves are too long, see the photos',
      severity: 'minor',
      photos: atOnceUrls,
    });
    expectStatus('fit claim with photos', claim, 201);
    if (claim.status === 201) {
      const id = (JSON.parse(claim.body) as { id: string }).id;
      const back = JSON.parse((await call(shopperCookie, 'GET', `/api/fit-claims/${id}`)).body) as {
        photos: string[];
      };
      if (JSON.stringify(back.photos) !== JSON.stringify(atOnceUrls))
        failures.push(`fit claim photos: ${JSON.stringify(back.photos)}`);
    }

    // Each stored photo is served as a WebP, the sideways one turned upright.
    for (const [photo, { url }] of stored) {
      const res = await fetch(`${server.origin}${url}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      answers.push({ status: res.status, body: '', ms: 0 });
      if (res.status !== 200 || res.headers.get('content-type') !== 'image/webp') {
        failures.push(`${url} (${photo.name}): ${res.status} ${res.headers.get('content-type')}`);
        continue;
      }
      const meta = await sharp(bytes).metadata();
      const portrait =
        photo.orientation === 6 ? photo.width > photo.height : photo.height > photo.width;
      if (meta.width !== 800 || portrait !== meta.height! > meta.width!)
        failures.push(`${photo.name} served ${meta.width}×${meta.height}`);
    }

    // The same process still answers.
    const health = await expectStillServing(server);
    const peak = Math.round(statusMb(server.child.pid!, 'VmHWM') ?? NaN);
    const fiveXx = answers.filter((a) => a.status >= 500 || a.status === 0).length;
    zero(TEST, database, 'uploads of a valid photo not stored', notStored);
    zero(TEST, database, '5xx or no answer', fiveXx);
    zero(TEST, database, 'server exits', alive() ? 0 : 1);
    measured(
      TEST,
      database,
      'peak RSS of the server while taking the photos (VmHWM)',
      peak,
      ' MB',
      `${stored.size} photos, ${megabytes(
        [...stored.keys()].reduce((n, p) => n + p.bytes.length, 0),
      )} MB in all; ${started.rss} MB once started (peak while starting ${started.peak} MB${
        started.reset ? '' : ', not reset: this peak includes it'
      })`,
    );
    expect(failures).toEqual([]);
    expect(notStored).toBe(0);
    expect(fiveXx).toBe(0);
    expect(health).toBe(200);
  });
});
