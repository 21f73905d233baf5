import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { startServer } from './http';

/** Issue 17's targets, on every page measured. */
const Targets = { performance: 90, lcpSeconds: 2.5, cls: 0.1, accessibility: 95 };

/** Where each run's full Lighthouse report is written (`{page}-{run}.json`), when set. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** Debian's Chromium, as for the browser suite (playwright.config.ts): nothing is downloaded. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface PageRun {
  performance: number;
  accessibility: number;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
  transfer: Transfer;
  failedAccessibility: string[];
  /** Lighthouse's CPU benchmark of this machine during the run: contention lowers it and raises TBT. */
  benchmarkIndex: number;
}

/** Bytes of one first load as Chromium received them (headers included), by kind of resource. */
interface Transfer {
  requests: number;
  total: number;
  byKind: Record<Kind, number>;
  /** Content-Encoding of the text responses (HTML, JS, CSS, JSON): count per encoding. */
  encodings: Record<string, number>;
}

const KINDS = ['HTML', 'JS', 'CSS', 'images', 'fonts', 'API', 'other'] as const;
type Kind = (typeof KINDS)[number];

const KIND_OF_RESOURCE: Record<string, Kind> = {
  Document: 'HTML',
  Script: 'JS',
  Stylesheet: 'CSS',
  Image: 'images',
  Font: 'fonts',
  Fetch: 'API',
  XHR: 'API',
};

/**
 * Lighthouse 12 with its default mobile settings (simulated throttling) on the home page, the directory and
 * a demo bot's page of the built app, `runs` times each (medians reported), and the bytes of each first load.
 */
export async function benchLighthouse(options: { port: number; runs: number }): Promise<string[]> {
  buildWebApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vocero-bench-lighthouse-'));
  const server = await startServer(options.port, { DATA_DIR: dataDir }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  let chromium: Chromium | undefined;
  try {
    const base = `http://127.0.0.1:${options.port}`;
    const alias = await firstDemoBotAlias(base);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'directory', path: '/bots' },
      { name: 'bot page', path: `/${alias}` },
    ];
    // The first requests of a fresh server are slower (JIT, caches): keep them out of the measured runs.
    for (const page of pages) await (await fetch(`${base}${page.path}`)).text();
    chromium = await launchChromium();
    const results: Array<{ name: string; path: string; runs: PageRun[] }> = [];
    for (const page of pages) {
      const runs: PageRun[] = [];
      for (let i = 0; i < options.runs; i++) {
        const report = REPORTS_DIR && path.join(REPORTS_DIR, `${page.name.replace(' ', '-')}-${i + 1}.json`);
        runs.push(await auditPage(`${base}${page.path}`, chromium.port, report));
      }
      results.push({ ...page, runs });
    }
    return report(results, options.runs);
  } finally {
    if (chromium) await chromium.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function buildWebApp() {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build failed');
}

async function firstDemoBotAlias(base: string): Promise<string> {
  const response = await fetch(`${base}/api/bots?pageSize=1`);
  const body = (await response.json()) as { bots: Array<{ alias: string }> };
  const alias = body.bots[0]?.alias;
  if (!alias) throw new Error('The directory has no bot to measure');
  return alias;
}

interface Chromium {
  port: number;
  close: () => Promise<void>;
}

/** Debian's Chromium, headless, with a DevTools port for Lighthouse and a throwaway profile. */
async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'vocero-bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      // What chrome-launcher passes for Lighthouse: no background work competing with the page.
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--mute-audio',
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async () => {
    await stop(child);
    // Chromium may still be writing its profile as it exits: a few retries.
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(
        () => reject(new Error(`${CHROMIUM} gave no DevTools port: ${stderr}`)),
        30_000,
      );
      child.on('error', reject);
      child.on('exit', (code) => reject(new Error(`${CHROMIUM} exited with ${code}: ${stderr}`)));
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function auditPage(url: string, port: number, reportFile?: string): Promise<PageRun> {
  const result: RunnerResult | undefined = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (reportFile) {
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(lhr));
  }
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} has no ${id}`);
    return value;
  };
  const accessibilityAudits = lhr.categories.accessibility?.auditRefs ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpSeconds: numeric('largest-contentful-paint') / 1000,
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    transfer: transferOf(lhr, result.artifacts.DevtoolsLog),
    failedAccessibility: accessibilityAudits
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

interface NetworkRequestItem {
  transferSize?: number;
  resourceType?: string;
}

/** Sums `transferSize` (encoded body + headers, as received) of the `network-requests` audit. */
function transferOf(lhr: Result, devtoolsLog: RunnerResult['artifacts']['DevtoolsLog']): Transfer {
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as unknown as NetworkRequestItem[];
  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  let total = 0;
  for (const item of items) {
    const bytes = item.transferSize ?? 0;
    byKind[KIND_OF_RESOURCE[item.resourceType ?? ''] ?? 'other'] += bytes;
    total += bytes;
  }
  const encodings: Record<string, number> = {};
  for (const entry of devtoolsLog) {
    if (entry.method !== 'Network.responseReceived') continue;
    const { type, response } = entry.params;
    if (!['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR'].includes(type)) continue;
    if (response.url.startsWith('data:')) continue;
    const header = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    const encoding = header?.[1] || 'none';
    encodings[encoding] = (encodings[encoding] ?? 0) + 1;
  }
  return { requests: items.length, total, byKind, encodings };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function row(cells: Array<string | number>) {
  return `| ${cells.join(' | ')} |`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(pages: Array<{ name: string; path: string; runs: PageRun[] }>, runs: number): string[] {
  const lines = [
    `Lighthouse 12, mobile, simulated throttling (median of ${runs} runs; targets: performance ≥ ${Targets.performance}, ` +
      `LCP ≤ ${Targets.lcpSeconds} s, CLS ≤ ${Targets.cls}, accessibility ≥ ${Targets.accessibility})`,
    '',
    row(['page', 'performance (range)', 'LCP s', 'CLS', 'TBT ms', 'accessibility', 'targets']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---']),
  ];
  const notes: string[] = [];
  for (const page of pages) {
    // The app asks the API as it starts; a page whose trace has no API request was measured before it
    // ran (the bot page starts its app when the visitor lets it, decision 045).
    const ran = page.runs.filter((run) => run.transfer.byKind.API > 0).length;
    if (ran < page.runs.length) {
      notes.push(
        `- ${page.name}: the app started within Lighthouse's trace in ${ran} of ${page.runs.length} runs; ` +
          'the others measured the first view alone (see BENCH_ONLY=slow-phone for the app start)',
      );
    }
    const of = (pick: (run: PageRun) => number) => median(page.runs.map(pick));
    const performances = page.runs.map((run) => run.performance);
    const figures = {
      performance: of((run) => run.performance),
      lcpSeconds: of((run) => run.lcpSeconds),
      cls: of((run) => run.cls),
      tbtMs: of((run) => run.tbtMs),
      accessibility: of((run) => run.accessibility),
    };
    const missed = [
      figures.performance < Targets.performance && 'performance',
      figures.lcpSeconds > Targets.lcpSeconds && 'LCP',
      figures.cls > Targets.cls && 'CLS',
      figures.accessibility < Targets.accessibility && 'accessibility',
    ].filter(Boolean);
    lines.push(
      row([
        `${page.name} \`${page.path}\``,
        `${figures.performance.toFixed(0)} (${Math.min(...performances)}–${Math.max(...performances)})`,
        figures.lcpSeconds.toFixed(2),
        figures.cls.toFixed(3),
        figures.tbtMs.toFixed(0),
        figures.accessibility.toFixed(0),
        missed.length ? `below target: ${missed.join(', ')}` : 'met',
      ]),
    );
    const failed = [...new Set(page.runs.flatMap((run) => run.failedAccessibility))];
    if (failed.length) notes.push(`- ${page.name}: accessibility audits failed: ${failed.join(', ')}`);
  }
  lines.push(
    '',
    `First load as Chromium received it (KB transferred, headers included; the run with the median total)`,
    '',
    row(['page', 'requests', 'total', ...KINDS, 'text encodings']),
    row(['---', '---:', '---:', ...KINDS.map(() => '---:'), '---']),
  );
  for (const page of pages) {
    const sorted = [...page.runs].sort((a, b) => a.transfer.total - b.transfer.total);
    const { transfer } = sorted[Math.floor((sorted.length - 1) / 2)]!;
    lines.push(
      row([
        page.name,
        transfer.requests,
        kb(transfer.total),
        ...KINDS.map((kind) => kb(transfer.byKind[kind])),
        Object.entries(transfer.encodings)
          .map(([encoding, count]) => `${encoding} ×${count}`)
          .join(', '),
      ]),
    );
  }
  const benchmarkIndexes = pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
  notes.push(
    `- Lighthouse benchmarkIndex of this machine: median ${median(benchmarkIndexes).toFixed(0)} ` +
      `(${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}); ` +
      'a busy machine lowers it and raises TBT and the simulated LCP',
  );
  lines.push('', ...notes);
  return lines;
}
