import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * Fetching an address someone else chose (a website source an owner points at, a browser's push
 * endpoint), without letting that address reach inside our network: every address a host name resolves to
 * is checked, the connection is made to the address that was checked (a second DNS answer cannot swap it),
 * redirects are followed by hand and each hop is checked again, and size, time and hops are bounded.
 */

export class FetchRefused extends Error {
  constructor(
    readonly reason:
      'private_host' | 'unreachable' | 'too_slow' | 'too_big' | 'too_many_redirects' | 'bad_url',
  ) {
    super(reason);
    this.name = 'FetchRefused';
  }
}

/** Addresses no public website has: loopback, private, shared, link-local (cloud metadata), reserved. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address a public website cannot have (IPv4-mapped IPv6 judged by its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(?:0:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hexMapped) {
    const high = parseInt(hexMapped[1]!, 16);
    const low = parseInt(hexMapped[2]!, 16);
    return blocked.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
  }
  return blocked.check(address, 'ipv6');
}

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** All private addresses (tests, intranets), none, or only these addresses and CIDR ranges. */
  allowPrivateHosts: boolean | string[];
  userAgent: string;
  /** Cuts the request (the instance is stopping). */
  signal?: AbortSignal | undefined;
}

const allowLists = new Map<string, BlockList>();

/** Whether a connection to `address` is allowed under the setting. */
export function addressAllowed(address: string, allowPrivate: FetchLimits['allowPrivateHosts']): boolean {
  if (allowPrivate === true || !isPrivateAddress(address)) return true;
  if (allowPrivate === false) return false;
  const key = allowPrivate.join(',');
  let list = allowLists.get(key);
  if (!list) {
    list = new BlockList();
    for (const range of allowPrivate) {
      const [network, prefix] = range.split('/');
      const family = isIP(network!) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(network!, family);
      else list.addSubnet(network!, Number(prefix), family);
    }
    allowLists.set(key, list);
  }
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** What is sent: a GET by default; a POST carries its body and headers (a push message). */
export interface SafeRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string | number>;
  body?: Buffer | null;
}

export interface FetchedPage {
  /** Where the content came from after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * A DNS lookup that answers only with checked addresses: all of them must be public (a name resolving to
 * one public and one private address is refused), and the socket connects to the one returned.
 */
function checkedLookup(allowPrivate: FetchLimits['allowPrivateHosts']): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!addresses.length) return callback(new FetchRefused('unreachable'), '', 0);
      if (addresses.some((a) => !addressAllowed(a.address, allowPrivate)))
        return callback(new FetchRefused('private_host'), '', 0);
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The body as sent, decompressed when the server compressed it although we asked it not to; the output is
 * bounded like the download (a small compressed body may expand enormously).
 */
function decoded(body: Buffer, encoding: string | undefined, maxBytes: number): Buffer {
  const options = { maxOutputLength: maxBytes };
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body, options);
    case 'deflate':
      return inflateSync(body, options);
    case 'br':
      return brotliDecompressSync(body, options);
    default:
      return body;
  }
}

/** A GET asks for a readable page; any other request sends exactly the headers it was given. */
function headersOf(limits: FetchLimits, request: SafeRequest): Record<string, string> {
  const base: Record<string, string> = { 'user-agent': limits.userAgent, 'accept-encoding': 'identity' };
  if ((request.method ?? 'GET') === 'GET') {
    base.accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5';
    base['accept-language'] = 'es-419,es;q=0.9';
  }
  for (const [name, value] of Object.entries(request.headers ?? {})) base[name.toLowerCase()] = String(value);
  return base;
}

function requestOnce(
  url: URL,
  limits: FetchLimits,
  deadline: number,
  safeRequest: SafeRequest,
): Promise<FetchedPage & { location?: string }> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new FetchRefused('too_slow'));
    if (limits.signal?.aborted) return reject(new FetchRefused('unreachable'));
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address skips the DNS lookup, so it is checked here.
    if (isIP(host) && !addressAllowed(host, limits.allowPrivateHosts))
      return reject(new FetchRefused('private_host'));
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: safeRequest.method ?? 'GET',
        agent: false,
        lookup: checkedLookup(limits.allowPrivateHosts),
        headers: headersOf(limits, safeRequest),
        timeout: remaining,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          return resolve({ url: url.toString(), status, contentType: '', body: Buffer.alloc(0), location });
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          response.destroy();
          return reject(new FetchRefused('too_big'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new FetchRefused('too_big'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          let body: Buffer;
          try {
            body = decoded(Buffer.concat(chunks), response.headers['content-encoding'], limits.maxBytes);
          } catch {
            return reject(new FetchRefused('too_big'));
          }
          resolve({
            url: url.toString(),
            status,
            contentType: String(response.headers['content-type'] ?? ''),
            body,
          });
        });
        response.on('error', reject);
      },
    );
    // The socket's timeout fires on silence only; a server dripping bytes is cut by the deadline.
    request.on('timeout', () => request.destroy(new FetchRefused('too_slow')));
    const deadlineTimer = setTimeout(() => request.destroy(new FetchRefused('too_slow')), remaining);
    const abort = () => request.destroy(new FetchRefused('unreachable'));
    limits.signal?.addEventListener('abort', abort, { once: true });
    request.on('close', () => {
      clearTimeout(deadlineTimer);
      limits.signal?.removeEventListener('abort', abort);
    });
    request.on('error', (error) =>
      reject(error instanceof FetchRefused ? error : new FetchRefused('unreachable')),
    );
    request.end(safeRequest.body ?? undefined);
  });
}

/**
 * GETs `address`, following up to `maxRedirects` redirects by hand, each hop checked like the first. Any
 * other request (`request.method`) is never redirected: its answer, a redirect included, is returned as is,
 * since sending its body again to wherever the answer points is not what the caller asked.
 */
export async function safeFetch(
  address: string,
  limits: FetchLimits,
  deadline = Date.now() + limits.timeoutMs,
  request: SafeRequest = {},
): Promise<FetchedPage> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused('bad_url');
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('bad_url');
    if (url.username || url.password) throw new FetchRefused('bad_url');
    const page = await requestOnce(url, limits, deadline, request);
    if (!page.location || (request.method ?? 'GET') !== 'GET') return page;
    if (hop >= limits.maxRedirects) throw new FetchRefused('too_many_redirects');
    try {
      url = new URL(page.location, url);
    } catch {
      throw new FetchRefused('bad_url');
    }
  }
}

/**
 * Whether an address someone is about to save (a webhook) leads to allowed hosts now: every address its host
 * name resolves to is checked. Passing says nothing about later; `safeFetch` checks again at each request.
 */
export async function checkPublicAddress(
  address: string,
  allowPrivate: FetchLimits['allowPrivateHosts'],
): Promise<void> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused('bad_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('bad_url');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve, reject) =>
        dnsLookup(host, { all: true }, (error, found: LookupAddress[]) =>
          error || !found.length
            ? reject(new FetchRefused('unreachable'))
            : resolve(found.map((a) => a.address)),
        ),
      );
  if (addresses.some((a) => !addressAllowed(a, allowPrivate))) throw new FetchRefused('private_host');
}
