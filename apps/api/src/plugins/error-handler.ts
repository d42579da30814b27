import type { TApiErrorBody, TErrorCode, TFieldError } from '@bagdar/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

const INTERNAL: TApiErrorBody = { statusCode: 500, code: 'INTERNAL_ERROR', message: 'An unknown error occurred' };

const CLIENT_CODES: Partial<Record<number, TErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Fastify's own client errors, mapped to our stable codes. */
function fromFastifyError(err: FastifyError): TApiErrorBody | null {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as application/json' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'The body is not valid JSON',
        details: [{ field: '', code: 'body_invalid_json', message: 'body_invalid_json' }],
      };
    default:
      break;
  }
  if (err.name === 'SyntaxError' && err.statusCode === 400) {
    return { statusCode: 400, code: 'VALIDATION_ERROR', message: 'The body is not valid JSON' };
  }
  return null;
}

function validationDetails(issues: { instancePath: string; message?: string }[]): TFieldError[] {
  return issues.map((issue) => {
    const key = issue.message ?? 'invalid';
    return { field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), code: key, message: key };
  });
}

/** One place maps every error to `{ statusCode, code, message, details?, reason? }`; 5xx say nothing more. */
export interface ErrorHandlerOptions {
  /** Answers a request no route matched, before the JSON 404 (the SPA's history fallback); true when it did. */
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

export const errorHandlerPlugin = fp((app: FastifyInstance, options: ErrorHandlerOptions, done: () => void) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.extras.headers) void reply.headers(err.extras.headers);
      const body: TApiErrorBody = { statusCode: err.statusCode, code: err.code, message: err.message };
      if (err.extras.details) body.details = err.extras.details;
      if (err.extras.reason) body.reason = err.extras.reason;
      if (err.extras.meta) body.meta = err.extras.meta;
      if (err.statusCode >= 500) {
        request.log.error({ err }, 'request failed');
        return reply.code(500).send(INTERNAL);
      }
      return reply.code(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'The request is not valid',
        details: validationDetails(err.validation),
      } satisfies TApiErrorBody);
    }
    const mapped = fromFastifyError(err);
    if (mapped) return reply.code(mapped.statusCode).send(mapped);
    const status = err.statusCode ?? 500;
    const clientCode = CLIENT_CODES[status];
    if (status < 500 && clientCode) {
      return reply.code(status).send({ statusCode: status, code: clientCode, message: err.message });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send(INTERNAL);
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.notFoundFallback?.(request, reply)) return;
    void reply.code(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`,
    } satisfies TApiErrorBody);
  });
  done();
});

/**
 * Fastify's router answers a path it cannot decode (invalid UTF-8 such as `%ED%A0%80`) or a path
 * parameter over `maxParamLength` before any route or error handler runs, with a body of its own
 * shape; `buildApp` passes this as `frameworkErrors` so those answers are our 400 VALIDATION_ERROR
 * like every other bad input (found by the fuzzing test).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'param_too_long' : 'invalid_url';
  void reply.code(400).send({
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    message: 'The request URL is not valid',
    details: [{ field: 'url', code, message: code }],
  } satisfies TApiErrorBody);
}
