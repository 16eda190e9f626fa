import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { routesOf } from '../../test/routes.ts';
import { API_DOCS_PATH } from './api-docs.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Operation = { summary?: string; responses: Record<string, { content?: unknown }> };
let documented: Map<string, Operation>;

/** 'GET /api/orders/{x}': parameters named alike, as the router may merge two names into one. */
const routeKey = (method: string, path: string) =>
  `${method} ${path.replace(/:\w+/g, '{x}').replace(/\{\w+\}/g, '{x}')}`;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: `${API_DOCS_PATH}/json` });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, Operation>>;
  documented = new Map(
    Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => [routeKey(method.toUpperCase(), path), op]),
    ),
  );
});
afterAll(() => t?.close());

describe(`the OpenAPI document at ${API_DOCS_PATH}`, () => {
  const apiRoutes = () =>
    routesOf(t.app).filter(
      ({ path }) => path.startsWith('/api/') && !path.startsWith(API_DOCS_PATH),
    );

  it('names every API route Fastify has, and nothing else', () => {
    const routes = apiRoutes().map(({ method, path }) => routeKey(method, path));
    expect(routes.length).toBeGreaterThan(80);
    expect([...documented.keys()].sort()).toEqual([...new Set(routes)].sort());
  });

  it('gives every route a summary and the schema of its answer', () => {
    const undeclared = [...documented]
      .filter(([, op]) => {
        const answers = Object.entries(op.responses).filter(([status]) => status !== 'default');
        return !op.summary || !answers.some(([status]) => /^(2XX|30[23])$/.test(status));
      })
      .map(([key]) => key);
    expect(undeclared).toEqual([]);
  });

  it('is browsable by a person', async () => {
    const page = await t.app.inject({ url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-initializer.js');
  });
});
