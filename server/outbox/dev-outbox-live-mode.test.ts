/**
 * Live mode never shows sign-in codes to the public (issue 27, finding 3). Without TERMII_API_KEY
 * or SMTP_URL every code stays in the development outbox, which anyone may read at
 * /api/dev/outbox: a live server refuses to start that way unless DEV_OUTBOX=on says it is not a
 * real shop (staging, tests), the same rule as PAYSTACK_SIMULATOR.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, createTestDatabase, liveMode, testConfig } from '../../test/test-app.ts';
import { spawnServer, waitUntilHealthy } from '../../reliability/helpers/server-process.ts';

const folders: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'telo-dev-outbox-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Live mode as an operator would start it, payments allowed on the simulator, no provider. */
const liveEnvironment = {
  DEMO_SHOPPER: 'off',
  PAYSTACK_SIMULATOR: 'on',
  TERMII_API_KEY: '',
  SMTP_URL: '',
};

const withoutDevOutbox = ({ DEV_OUTBOX: _, ...env }: NodeJS.ProcessEnv) => env;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

describe('a live server without a message provider', () => {
  it('refuses to start, naming DEV_OUTBOX, and exits non-zero', { timeout: 60_000 }, async () => {
    const result = await promisify(execFile)(process.execPath, ['server/main.ts'], {
      env: {
        ...withoutDevOutbox(process.env),
        ...liveEnvironment,
        DATA_DIR: dataDir(),
        DATABASE_URL: '',
        PORT: '0',
        LOG_LEVEL: 'warn',
      },
      // A server that starts anyway would run until this, and fail the test below.
      timeout: 20_000,
    }).then(
      // Exit 0: the server started, and stopped gracefully when the timeout signalled it.
      () => ({ code: 0, stderr: '' }),
      (error: { code: number | null; stderr: string }) => error,
    );
    expect(result.code, 'exit 0: the server started instead of refusing').toBe(1);
    expect(result.stderr).toMatch(/^Invalid configuration:\n {2}DEV_OUTBOX: live mode/m);
    expect(result.stderr).toMatch(/TERMII_API_KEY or SMTP_URL/);
  });

  it(
    'starts with DEV_OUTBOX=on and serves the codes it asks for at /api/dev/outbox',
    {
      timeout: 150_000,
    },
    async () => {
      const server = spawnServer({ dataDir: dataDir() }, await freePort(), {
        ...liveEnvironment,
        DEV_OUTBOX: 'on',
      });
      try {
        await waitUntilHealthy(server);
        const asked = await fetch(`${server.origin}/api/auth/code`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ destination: '0803 555 0101' }),
        });
        expect(asked.status).toBe(202);
        const outbox = await fetch(`${server.origin}/api/dev/outbox`);
        expect(outbox.status).toBe(200);
        expect(await outbox.json()).toContainEqual(
          expect.objectContaining({ to: '+2348035550101', body: expect.stringMatching(/\d{6}/) }),
        );
        // Said on every start, so nobody mistakes the server for a real shop.
        expect(server.output()).toMatch(/DEV_OUTBOX=on/);
      } finally {
        await server.stop();
      }
    },
  );
});

describe('buildApp in live mode', () => {
  it('refuses the development provider unless devOutboxInLiveMode (DEV_OUTBOX=on) allows it', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await database.migrate();
      const config = { ...testConfig, ...liveMode, messages: {} };
      await expect(buildApp({ database, config, logger: false })).rejects.toThrow(
        /needs TERMII_API_KEY or SMTP_URL/,
      );
    } finally {
      await database.close();
      await drop();
    }
  });

  it('has no /api/dev/outbox once a real provider is configured, even with DEV_OUTBOX=on', async () => {
    const termii = { baseUrl: 'http://127.0.0.1:9', apiKey: 'TL-key', senderId: 'Telo' };
    for (const devOutboxInLiveMode of [false, true]) {
      const t = await createTestApp({ ...liveMode, messages: { termii, devOutboxInLiveMode } });
      try {
        expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      } finally {
        await t.close();
      }
    }
  });

  it('serves /api/dev/outbox in live mode with devOutboxInLiveMode, as the tests run it', async () => {
    const t = await createTestApp(liveMode);
    try {
      expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
