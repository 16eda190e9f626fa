import { testConfig } from '../../test/test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from './client.ts';
import { USER1, insertProduct, insertTailor, insertUser1 } from '../../test/fixtures.ts';

/**
 * Embedded PGlite keeps the shop in DATA_DIR: what a shopper saved must still be there after the
 * server stops and starts again, and two servers must never open one folder at once.
 * PGlite only, whatever TEST_DATABASE_URL says: a data folder is what is under test.
 */
let dataDir: string;
const lockFile = () => join(dataDir, 'pglite.lock');

beforeAll(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'telo-persist-')), 'data');
});
afterAll(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

async function startApp() {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const app = await buildApp({
    database,
    config: testConfig,
    logger: false,
  });
  await app.ready();
  return { app, database };
}

describe('a PGlite data folder', () => {
  it('keeps the cart and measurements across a stop and a start', async () => {
    const first = await startApp();
    await insertUser1(first.database.db);
    const tailor = await insertTailor(first.database.db);
    const product = await insertProduct(first.database.db, tailor.id, { price: 64500 });

    const added = await first.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { userId: USER1, productId: product.id, quantity: 1 },
    });
    expect(added.statusCode).toBe(201);
    const saved = await first.app.inject({
      method: 'POST',
      url: '/api/measurements',
      payload: { userId: USER1, chest: '105.5', waist: '84', unit: 'centimeters' },
    });
    expect(saved.statusCode).toBe(200);
    await first.app.close();
    await first.database.close();
    expect(existsSync(lockFile()), 'the lock is released on close').toBe(false);

    const second = await startApp();
    try {
      const cart = await second.app.inject({ url: `/api/users/${USER1}/cart` });
      expect(cart.json()).toEqual([
        expect.objectContaining({
          productId: product.id,
          product: expect.objectContaining({ price: 64500 }),
        }),
      ]);
      const measurements = await second.app.inject({ url: `/api/users/${USER1}/measurements` });
      expect(measurements.json()).toMatchObject({
        chest: 105.5,
        waist: 84,
        hips: null,
        unit: 'centimeters',
        updatedAt: saved.json().updatedAt,
      });
    } finally {
      await second.app.close();
      await second.database.close();
    }
  });

  describe('while one server has it open', () => {
    let held: Database;
    beforeAll(async () => {
      held = await openDatabase({ dataDir });
    });
    afterAll(() => held?.close());

    it('refuses a second opening in this process with a clear message', async () => {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /data folder is in use by another Telo process.*set DATA_DIR to another folder/s,
      );
      // The refusal took nothing away from the holder.
      await held.ping();
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    });

    it('stops a second server process with that message and exit code 1', async () => {
      const result = await promisify(execFile)(process.execPath, ['server/main.ts'], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          PORT: '0',
          LOG_LEVEL: 'silent',
        },
        timeout: 30_000,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`in use by another Telo process (pid ${process.pid}`);
      await held.ping();
    });
  });

  it('takes over a lock left by a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid; // ran and exited
    writeFileSync(lockFile(), String(dead));
    const database = await openDatabase({ dataDir });
    try {
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
      await database.ping();
    } finally {
      await database.close();
    }
  });

  it('takes over an empty lock file (a crash between creating and writing it)', async () => {
    writeFileSync(lockFile(), '');
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(existsSync(lockFile())).toBe(false);
  });
});
