/**
 * Each Playwright worker has servers of its own (issue 30), so journeys that act for the demo
 * shopper or change the catalogue never meet another worker's: its demo server, its live-mode
 * server and, for the journeys that write to the database directly, its own in-process server.
 * `TEST_PARALLEL_INDEX` is the worker's slot (0, 1…); playwright.config.ts is read again in every
 * worker, so its baseURL follows too.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);

export function workerPorts(slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) {
  const base = FIRST_PORT + slot * 10;
  return { demo: base, live: base + 1, own: base + 2 };
}
