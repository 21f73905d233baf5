import parsePrometheusTextFormat, {
  type ParsedFamily,
  type ParsedSample,
} from 'parse-prometheus-text-format';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** What GET /metrics answers, read by a Prometheus text parser (a malformed exposition fails the test). */
export type Scrape = ParsedFamily[];

export const metricsBearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET /metrics of a test app with its METRICS_TOKEN, checked to be the text format and parsed. */
export async function scrape(t: TestApp, token: string): Promise<Scrape> {
  await responsesCounted();
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: metricsBearer(token) });
  expect(response.statusCode).toBe(200);
  return parseExposition(response.headers['content-type'], response.body);
}

/**
 * Requests are counted in Fastify's onResponse hook, which runs once the answer has been written: an
 * injected request's promise may resolve just before it. One turn of the event loop lets it run.
 */
export function responsesCounted(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * The exposition, checked to be Prometheus' text format and parsed. The parser merges the series of a
 * labelled histogram into one and drops their labels (yunyu/parse-prometheus-text-format#13, open), so each
 * histogram's `_bucket`, `_sum` and `_count` series are also read as plain series, labels kept.
 */
export function parseExposition(contentType: unknown, body: string): Scrape {
  expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusTextFormat(body);
  const histograms = new Set(families.filter((f) => f.type === 'HISTOGRAM').map((f) => f.name));
  const series = parsePrometheusTextFormat(
    body.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'),
  ).filter((f) => histograms.has(f.name.replace(/_(bucket|sum|count)$/, '')) && !histograms.has(f.name));
  return [...families, ...series];
}

/** The samples of a metric whose labels include `labels` (a plain histogram series comes in runs). */
export function samples(scraped: Scrape, name: string, labels: Record<string, string> = {}): ParsedSample[] {
  return scraped
    .filter((family) => family.name === name)
    .flatMap((family) => family.metrics)
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value));
}

/** A counter's or gauge's value for these labels (summed over the others); 0 when no sample has them. */
export function valueOf(scraped: Scrape, name: string, labels: Record<string, string> = {}): number {
  return samples(scraped, name, labels).reduce((sum, sample) => sum + Number(sample.value ?? 0), 0);
}

/** How many observations a histogram holds for these labels (summed over the others). */
export function countOf(scraped: Scrape, name: string, labels: Record<string, string> = {}): number {
  return valueOf(scraped, `${name}_count`, labels);
}
