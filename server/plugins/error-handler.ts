import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isPgDataException } from '../db/pg-error.ts';
import { UPLOAD_SIZE_MESSAGE } from '../../shared/uploads.ts';
import { AppError, BadRequestError, TooManyRequestsError } from '../errors.ts';

type Issue = { path: string; message: string };

/**
 * The one place where errors become HTTP answers (design §5). Client mistakes get a 4xx with a
 * message; anything else is a 500 whose details go only to the log, tagged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const where = error.validationContext === 'body' ? 'request body' : error.validationContext;
      return reply.status(400).send({ message: `Invalid ${where}`, issues });
    }
    if (error instanceof BadRequestError) {
      return reply.status(400).send({ message: error.message, issues: error.issues });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send({ ...error.details, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type…
      return reply.status(status).send({ message: clientMessage(error, request) });
    }
    if (isPgDataException(error)) {
      // A gap in validation, worth fixing, but the client's value is at fault: not a 500.
      request.log.warn({ err: error }, 'database refused a value that passed validation');
      return reply
        .status(400)
        .send({ message: 'The request contains a value that cannot be stored' });
    }
    request.log.error({ err: error }, 'request failed');
    const unavailable = isDatabaseUnavailable(error);
    return reply.status(unavailable ? 503 : 500).send({
      message: unavailable
        ? 'The service is temporarily unavailable. Please try again shortly.'
        : 'Internal Server Error',
    });
  });
}

/** Unknown routes: page routes get the client (when built), everything else a JSON 404. */
export function registerNotFoundHandler(
  app: FastifyInstance,
  servePage?: (request: FastifyRequest, reply: FastifyReply) => boolean,
) {
  app.setNotFoundHandler((request, reply) => {
    if (servePage?.(request, reply)) return;
    reply.status(404).send({ message: `Route ${request.method} ${request.url} not found` });
  });
}

function clientMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return request.routeOptions.config.imageBody
        ? UPLOAD_SIZE_MESSAGE
        : 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json)';
    default:
      return error.message;
  }
}
