import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local geocoder that speaks Photon's protocol (GET /api?q=&limit= → a GeoJSON FeatureCollection), for the
 * API tests and the browser journey of the location dialog. It answers the places registered for a word of
 * the query, and records every request it receives.
 */
export interface PhotonProperties {
  name?: string;
  street?: string;
  housenumber?: string;
  postcode?: string;
  city?: string;
  state?: string;
  country?: string;
  osm_key?: string;
  osm_value?: string;
}

export interface GeocoderDouble {
  url: string;
  /** Places answered when the query contains the key (case-insensitive). */
  places: Map<string, Array<{ latitude: number; longitude: number; properties: PhotonProperties }>>;
  requests: Array<{ query: string; limit: string | null; userAgent: string | undefined }>;
  /** The next requests fail with this HTTP status. */
  failNext: number[];
  /** Each answer waits this long (a slow geocoder: the waiting state shows). */
  delayMs: number;
  close(): Promise<void>;
}

export function photonFeature(latitude: number, longitude: number, properties: PhotonProperties) {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
    properties: { osm_type: 'N', osm_id: 1, type: 'house', ...properties },
  };
}

export function startGeocoderDouble(options: { port?: number } = {}): Promise<GeocoderDouble> {
  const places: GeocoderDouble['places'] = new Map();
  const requests: GeocoderDouble['requests'] = [];
  const failNext: number[] = [];
  let delayMs = 0;
  const server: Server = createServer((req, res) => {
    setTimeout(() => handle(req, res), delayMs);
  });
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://geocoder.local');
    if (req.method !== 'GET' || url.pathname !== '/api') {
      return res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
    }
    const query = url.searchParams.get('q') ?? '';
    requests.push({ query, limit: url.searchParams.get('limit'), userAgent: req.headers['user-agent'] });
    const failure = failNext.shift();
    if (failure) return res.writeHead(failure, { 'content-type': 'text/plain' }).end('fallo');
    const features = [...places]
      .filter(([key]) => query.toLowerCase().includes(key.toLowerCase()))
      .flatMap(([, found]) => found)
      .map((place) => photonFeature(place.latitude, place.longitude, place.properties));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ type: 'FeatureCollection', features }));
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/api`,
        places,
        requests,
        failNext,
        get delayMs() {
          return delayMs;
        },
        set delayMs(ms: number) {
          delayMs = ms;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
