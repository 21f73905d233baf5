import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { OperatorError } from '../lib/operator-error';

/**
 * The embedded database is one process's (PGlite): nothing else may open its folder while that process runs.
 * The process that holds it therefore answers two questions on a loopback port whose number and token it
 * writes into its lock file (data-dir-lock.ts, readable only by the folder's owner): "are you alive?" and
 * "give me a copy of the database" (`npm run backup` while the server runs). Decision 058.
 */
export interface ChannelAddress {
  port: number;
  token: string;
}

export const ChannelAddressSchema = z.object({ port: z.number().int().min(1).max(65535), token: z.string() });

export interface DumpChannel {
  /** Null when no loopback port could be had: the holder then cannot be asked for a copy. */
  address: ChannelAddress | null;
  /** From now on a copy is asked of `dump` (before, the database is still opening: 503). */
  serve(dump: () => Promise<Buffer>): void;
  /** Stops answering; a copy being sent gets `graceMs` to finish. */
  close(graceMs?: number): Promise<void>;
}

const HOST = '127.0.0.1';

export async function openDumpChannel(): Promise<DumpChannel> {
  const token = randomBytes(32).toString('base64url');
  let dump: (() => Promise<Buffer>) | undefined;
  // One copy at a time: each holds the whole database in memory.
  let queue: Promise<unknown> = Promise.resolve();

  const server = createServer((request, response) => {
    void answer(request, response);
  });
  async function answer(request: IncomingMessage, response: ServerResponse) {
    request.resume();
    if (!authorised(request.headers.authorization, token)) return send(response, 401, 'unauthorised');
    if (request.method === 'GET' && request.url === '/alive') {
      return send(response, 200, JSON.stringify({ pid: process.pid }), 'application/json');
    }
    if (request.method !== 'POST' || request.url !== '/dump') return send(response, 404, 'not found');
    const take = dump;
    if (!take) return send(response, 503, 'the database is still opening');
    const copy = queue.then(take);
    queue = copy.catch(() => undefined);
    try {
      const bytes = await copy;
      response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': bytes.length });
      response.end(bytes);
    } catch (error) {
      send(response, 500, error instanceof Error ? error.message : String(error));
    }
  }

  const port = await new Promise<number | null>((resolve) => {
    server.once('error', () => resolve(null));
    server.listen(0, HOST, () => resolve((server.address() as AddressInfo).port));
  });
  // The channel never keeps a process alive on its own (the database's close closes it).
  server.unref();
  return {
    address: port === null ? null : { port, token },
    serve(fn) {
      dump = fn;
    },
    async close(graceMs = 2_000) {
      dump = undefined;
      if (port === null) return;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(force);
    },
  };
}

function authorised(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function send(response: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

const AliveSchema = z.object({ pid: z.number().int() });

/** Whether the process `pid` answers on its channel: a lock whose channel is silent belongs to no one. */
export async function channelAnswers(
  address: ChannelAddress,
  pid: number,
  timeoutMs = 1_000,
): Promise<boolean> {
  try {
    const response = await fetch(`http://${HOST}:${address.port}/alive`, {
      headers: { authorization: `Bearer ${address.token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return false;
    const alive = AliveSchema.safeParse(await response.json());
    return alive.success && alive.data.pid === pid;
  } catch {
    return false;
  }
}

/** A copy of the running holder's database (PGlite's data folder as a tar), asked through its channel. */
export async function requestDump(address: ChannelAddress, timeoutMs = 10 * 60_000): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(`http://${HOST}:${address.port}/dump`, {
      method: 'POST',
      headers: { authorization: `Bearer ${address.token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new OperatorError(
      `No se pudo pedir la copia de la base de datos al servidor en marcha: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) {
    const reason = (await response.text()).slice(0, 300);
    throw new OperatorError(
      `El servidor en marcha no pudo copiar la base de datos (${response.status}: ${reason}). Inténtelo de nuevo en unos segundos.`,
    );
  }
  return Buffer.from(await response.arrayBuffer());
}
