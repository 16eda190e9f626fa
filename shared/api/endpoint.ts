import type { z } from 'zod';

/**
 * One API call, declared once (issue 31; decision 046). An endpoint is plain data, its method and
 * path, so the browser can import it without zod; the schemas it names are types here only
 * (`import type`), bound to their values in the module's contract (shared/schemas/<module>.ts),
 * which Fastify validates and serializes with and the OpenAPI document at /api/docs is made of.
 * The contract also holds each call's summary for that document: the browser never needs it.
 *
 *   shared/api/<module>.ts       endpoints: method, path, the schemas' types
 *   shared/schemas/<module>.ts   the zod schemas and contract(endpoints, { summary, …schemas })
 *   server: route(app, contract.x, options, handler)       client: callApi(endpoints.x, input)
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a call validates: its answer always, a body, a query string or path parameters if any. */
export type EndpointSchemas = {
  response: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
};

export type Endpoint<S extends EndpointSchemas = EndpointSchemas, P extends string = string> = {
  readonly method: Method;
  /** Fastify's pattern: '/api/orders/:id'. */
  readonly path: P;
  /** The answer's status when it is not a 2xx with JSON: 302 or 303 for a redirect. */
  readonly status?: 302 | 303;
  /** Never set: carries the schemas' types to the client and to contract(). */
  readonly schemas?: S;
};

export function endpoint<S extends EndpointSchemas, const P extends string = string>(
  method: Method,
  path: P,
  status?: 302 | 303,
): Endpoint<S, P> {
  return status ? { method, path, status } : { method, path };
}

/** The names of a path's parameters: '/api/users/:userId/cart/:productId' → 'userId' | 'productId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<E extends Endpoint> = { [K in ParamNames<E['path']>]: string };

type SchemasOf<E extends Endpoint> = NonNullable<E['schemas']>;

/** A value as JSON carries it: a Date arrives as its ISO string. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** What the client receives. */
export type ResponseOf<E extends Endpoint> = Json<z.output<SchemasOf<E>['response']>>;
/** What the client sends as the body (before the server's trimming and defaults). */
export type BodyOf<E extends Endpoint> = SchemasOf<E>['body'] extends z.ZodType
  ? z.input<SchemasOf<E>['body']>
  : undefined;
export type QueryOf<E extends Endpoint> = SchemasOf<E>['query'] extends z.ZodType
  ? z.input<SchemasOf<E>['query']>
  : undefined;

/** '/api/orders/:id' with { id: 'a b' } → '/api/orders/a%20b'. */
export function pathOf<E extends Endpoint>(endpoint: E, params: PathParams<E>): string {
  const values = params as Record<string, string>;
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!));
}

/**
 * A read's query key: the path cut before each parameter, the values as segments of their own,
 * so that joining the key with '/' (spec §7's default read) gives the path, and a write can
 * refresh every read under a prefix: '/api/users/:userId/orders' → ['/api/users', id, 'orders'].
 */
export function keyOf<E extends Endpoint>(endpoint: E, params: PathParams<E>): string[] {
  const values = params as Record<string, string>;
  const key: string[] = [];
  for (const [index, part] of endpoint.path.split(/\/:(\w+)/).entries()) {
    if (index % 2 === 1) key.push(values[part]!);
    else if (part) key.push(index === 0 ? part : part.replace(/^\//, ''));
  }
  return key;
}

/** An endpoint with its schemas' values and summary: what the server registers and documents. */
export type BoundEndpoint<E extends Endpoint = Endpoint> = E & {
  readonly schemas: SchemasOf<E>;
  /** One line for the API's readers (/api/docs). */
  readonly summary: string;
};

/**
 * A module's contract: each endpoint with its summary and the schemas it named. The compiler
 * holds the two together: a schema other than the one the endpoint declared does not type-check.
 */
export function contract<A extends Record<string, Endpoint>>(
  endpoints: A,
  entries: { [K in keyof A]: SchemasOf<A[K]> & { summary: string } },
): { [K in keyof A]: BoundEndpoint<A[K]> } {
  const bound: Record<string, BoundEndpoint> = {};
  for (const [name, declared] of Object.entries(endpoints)) {
    const { summary, ...schemas } = entries[name]!;
    bound[name] = { ...declared, summary, schemas: schemas as EndpointSchemas };
  }
  return bound as { [K in keyof A]: BoundEndpoint<A[K]> };
}
