import pretty from 'pino-pretty';
import type { Settings } from '../settings';

/**
 * How the server's log reads (issue 43): one JSON object a line for whatever collects it, or readable lines
 * for a person at a terminal. Either way each request's line carries its id (`reqId`, pino's field; the
 * `X-Request-Id` header when the client or a proxy sent one).
 */
export type LogFormat = 'pretty' | 'json';

export interface LogOutput {
  format: LogFormat;
  /** Where the lines go; standard output by default (tests read them from a stream). */
  destination?: NodeJS.WritableStream;
}

/** LOG_FORMAT's choice; `auto` is pretty on a terminal and JSON when the output is a file or a pipe. */
export function resolveLogFormat(setting: Settings['logFormat'], terminal: boolean): LogFormat {
  if (setting === 'auto') return terminal ? 'pretty' : 'json';
  return setting;
}

/** The fields of the request line (app.ts), written into the readable line rather than after it. */
const REQUEST_FIELDS = ['method', 'url', 'status', 'ms'] as const;

/** Control characters would let a client's request id or path draw lines of its own in a terminal. */
function printable(value: unknown): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return String(value).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
}

/** `[req-7] GET /api/bots 200 12 ms` for a request, `[req-7] message status=… url=…` for anything else. */
export function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const id = log.reqId === undefined ? '' : `[${printable(log.reqId)}] `;
  const message = printable(log[messageKey] ?? '');
  if (message === 'request' && log.method !== undefined && log.url !== undefined) {
    return `${id}${printable(log.method)} ${printable(log.url)} ${printable(log.status)} ${printable(log.ms)} ms`;
  }
  const extra = REQUEST_FIELDS.filter((key) => log[key] !== undefined).map(
    (key) => ` ${key}=${printable(log[key])}`,
  );
  return `${id}${message}${extra.join('')}`;
}

export interface LoggerConfig {
  level: Settings['logLevel'];
  stream?: NodeJS.WritableStream;
}

/**
 * Fastify's `logger` option for `output`: `false` is silent (tests and benchmarks); `true` or nothing is
 * JSON on standard output.
 */
export function loggerOptions(
  level: Settings['logLevel'],
  output: boolean | LogOutput | undefined,
): false | LoggerConfig {
  if (output === false) return false;
  const { format, destination } = typeof output === 'object' ? output : { format: 'json' as const };
  if (format === 'json') return destination ? { level, stream: destination } : { level };
  return {
    level,
    stream: pretty({
      translateTime: 'SYS:HH:MM:ss',
      ignore: ['pid', 'hostname', 'reqId', ...REQUEST_FIELDS].join(','),
      messageFormat: readableMessage,
      singleLine: true,
      // Written at once: the last lines before an exit are never lost in a buffer.
      sync: true,
      ...(destination ? { destination, colorize: false } : {}),
    }),
  };
}
