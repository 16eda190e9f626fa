import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started after an answer was sent (a webhook's settling): failures are logged, since the
 * sweep and verify recover them, and `idle()` lets shutdown and tests wait for what is running.
 */
export function createAfterAnswer(log: Pick<FastifyBaseLogger, 'error'>, failure: string) {
  const tasks = new Set<Promise<void>>();

  function track(work: () => Promise<unknown>) {
    const task = work()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => tasks.delete(task));
    tasks.add(task);
  }

  async function idle() {
    while (tasks.size > 0) await Promise.all([...tasks]);
  }

  return { track, idle };
}
