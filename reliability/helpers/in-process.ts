import { buildApp, type AppOptions } from '../../server/app.ts';
import { testConfig } from '../../test/test-app.ts';
import { openFresh, type Target } from './databases.ts';
import { seedWorld } from './world.ts';

/**
 * The whole application on a fresh database of the target kind, with the world of
 * helpers/world.ts in it, built in this process: driven through inject() for speed, or listening
 * on a real port when `port` is given.
 */
export async function startApp(
  target: Target,
  options: { port?: number; config?: Partial<AppOptions['config']> } = {},
) {
  const { database, drop } = await openFresh(target);
  const world = await seedWorld(database.db);
  const app = await buildApp({
    database,
    config: { ...testConfig, ...options.config },
    logger: false,
  });
  await app.ready();
  let origin = 'http://localhost:80';
  if (options.port !== undefined) {
    await app.listen({ port: options.port, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${options.port}`;
  }
  return {
    app,
    database,
    db: database.db,
    world,
    origin,
    async close() {
      await app.close();
      await drop();
    },
  };
}
export type RunningApp = Awaited<ReturnType<typeof startApp>>;
