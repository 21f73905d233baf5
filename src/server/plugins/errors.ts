import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../shared/errors';
import { msg } from '../../shared/messages.es';
import { AppError } from '../lib/app-error';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function body(
  statusCode: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  return {
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    code,
    message,
    ...(fields ? { fields } : {}),
  };
}

/** Client errors raised by Fastify itself, by status, with their code and Spanish message. */
const FRAMEWORK_ERRORS: Record<number, [ErrorCode, string]> = {
  400: ['bad_request', msg.api.validation],
  401: ['unauthorized', msg.api.unauthorized],
  403: ['forbidden', msg.api.forbidden],
  404: ['not_found', msg.api.notFound],
  413: ['payload_too_large', msg.api.payloadTooLarge],
  414: ['uri_too_long', msg.api.uriTooLong],
  415: ['unsupported_media_type', msg.api.unsupportedMediaType],
  429: ['rate_limited', msg.api.rateLimited],
};

/** PostgreSQL error codes that a hostile or unlucky input can trigger; anything else is a bug. */
const DATABASE_ERRORS: Record<string, [number, ErrorCode, string]> = {
  '23505': [409, 'conflict', msg.api.conflict],
  '23503': [400, 'bad_request', msg.api.validation],
  '23514': [400, 'bad_request', msg.api.validation],
  '22P02': [400, 'bad_request', msg.api.validation],
  '22001': [400, 'bad_request', msg.api.validation],
  '22003': [400, 'bad_request', msg.api.validation],
  // NUL characters and other bytes PostgreSQL refuses in text.
  '22021': [400, 'bad_request', msg.api.validation],
  '54000': [400, 'bad_request', msg.api.validation],
  // Concurrent writers that lost a race (deadlock, serialization): the caller may simply retry.
  '40P01': [409, 'conflict', msg.api.busy],
  '40001': [409, 'conflict', msg.api.busy],
};

/**
 * The database cannot be reached (down, restarting, out of connections): not a bug but an outage, answered
 * 503 with Retry-After so clients and load balancers wait and try again.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const UNREACHABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;
const UNREACHABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection error|cannot use a pool after calling end/i;

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATES.test(code)))
      return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again during an outage. */
export const OUTAGE_RETRY_AFTER_S = 5;

function fieldsOf(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const key =
      issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
    fields[key] ??= issue.message ?? msg.api.invalidField;
  }
  return fields;
}

function databaseCode(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function toErrorBody(error: FastifyError | AppError | Error): ErrorBody | undefined {
  if (error instanceof AppError) {
    const answer = body(error.statusCode, error.code, error.message, error.fields);
    return error.alternatives ? { ...answer, alternatives: error.alternatives } : answer;
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || fastifyError.validation) {
    return body(400, 'validation_error', msg.api.validation, fieldsOf(fastifyError));
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    const [code, message] = FRAMEWORK_ERRORS[status] ?? ['bad_request', msg.api.validation];
    const isJsonError = fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
    return body(status, code, isJsonError ? msg.api.badJson : message);
  }
  const dbCode = databaseCode(error);
  const mapped = dbCode ? DATABASE_ERRORS[dbCode] : undefined;
  if (mapped) return body(mapped[0], mapped[1], mapped[2]);
  if (isDatabaseUnreachable(error)) return body(503, 'unavailable', msg.api.outage);
  return undefined;
}

/** One error model for every answer: `{statusCode, error, code, message, fields?}`; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = toErrorBody(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (known.statusCode === 503) void reply.header('retry-after', String(OUTAGE_RETRY_AFTER_S));
      return reply.status(known.statusCode).send(known);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body(500, 'internal_error', msg.api.internal));
  });
}

/**
 * Errors the router raises before any route runs (an id over the length limit, a malformed URL): Fastify
 * would answer them in English with its own codes, so they go through the same error model.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known =
    error.code === 'FST_ERR_BAD_URL' ? body(400, 'bad_request', msg.api.badUrl) : toErrorBody(error);
  void reply.status(known?.statusCode ?? 400).send(known ?? body(400, 'bad_request', msg.api.validation));
}

/** Malformed HTTP that never became a request: answered on the socket, in the product's format. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? body(408, 'request_timeout', msg.api.timeout)
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? body(431, 'headers_too_large', msg.api.headersTooLarge)
        : body(400, 'bad_request', msg.api.validation);
  const json = JSON.stringify(answer);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${answer.error}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers for itself while the server closes (the readiness probe says why it is not ready). */
    answersWhileClosing?: boolean;
  }
}

/**
 * While the server shuts down, requests still arriving on open connections get a 503 in the product's
 * format (Fastify's own one is English), with `Connection: close` so the client goes elsewhere.
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing || request.routeOptions.config.answersWhileClosing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .send(body(503, 'unavailable', msg.api.unavailable));
  });
}

export function notFoundBody(): ErrorBody {
  return body(404, 'not_found', msg.api.routeNotFound);
}
