import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { BoundEndpoint, EndpointSchemas, PathParams } from '../../shared/api/endpoint.ts';

type Output<S, K extends keyof EndpointSchemas> = S extends {
  [key in K]: infer T extends z.ZodType;
}
  ? z.output<T>
  : undefined;

/** The request a contract's handler gets: parsed body, query and parameters, typed. */
export type ContractRequest<E extends BoundEndpoint> = FastifyRequest<{
  Body: Output<E['schemas'], 'body'>;
  Querystring: Output<E['schemas'], 'query'>;
  Params: E['schemas'] extends { params: z.ZodType }
    ? z.output<E['schemas']['params']>
    : PathParams<E>;
}>;

type Answer<E extends BoundEndpoint> = z.input<E['schemas']['response']>;

/**
 * Registers one endpoint of a module's contract (shared/schemas/<module>.ts): its method and
 * path, its body, query and parameter schemas for validation, and its response schema, which
 * serializes every 2xx answer (fields it does not name are never sent) and documents it at
 * /api/docs (a redirect's endpoint declares its 302 instead, and its response is the empty body). The handler returns the answer, or the reply when it has sent one itself.
 */
export function route<E extends BoundEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: Omit<RouteShorthandOptions, 'schema'>,
  handler: (
    request: ContractRequest<E>,
    reply: FastifyReply,
  ) => Promise<Answer<E> | FastifyReply> | Answer<E> | FastifyReply,
) {
  const { body, query, params, response } = endpoint.schemas;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(body && { body }),
      ...(query && { querystring: query }),
      ...(params && { params }),
      response: { [endpoint.status ?? '2xx']: response },
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
