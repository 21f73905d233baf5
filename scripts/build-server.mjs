// Compiles the server for `npm start` (decision 061): each entry is one ES module in dist/server with all of
// the server's code in it (packages stay in node_modules), and the data files the server reads are copied
// beside it in the folders they have under src/server (src/server/lib/server-files.ts finds them there).
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, 'dist/server');
const builtEntry = path.join(outDir, 'main.js');
const inputs = ['src/server', 'src/shared', 'package-lock.json', 'scripts/build-server.mjs'];

/** The entries: the server, and the worker threads it starts (lib/server-files `workerEntry`). */
const ENTRIES = [
  'src/server/main.ts',
  'src/server/features/sources/passage-index.worker.ts',
  'src/server/features/sources/reader.worker.ts',
];

/** What the server reads at run time, by its path under src/server. */
const DATA = ['db/migrations', 'lib/nlu'];
const isData = (file) => !/\.(ts|tsx|md)$/.test(file);

/** Whether dist/server is missing or older than a source of the server. */
export function serverBuildIsStale() {
  const builtAt = existsSync(builtEntry) ? statSync(builtEntry).mtimeMs : 0;
  return builtAt <= Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
}

/**
 * Builds into a folder of its own, then puts it in place, so that a server started meanwhile never reads a
 * half-written build.
 */
export async function buildServer() {
  // Loaded only to build: a start that finds the build current does not pay for it.
  const { build } = await import('esbuild');
  const staging = `${outDir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: staging,
    entryNames: '[name]',
    outExtension: { '.js': '.js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const folder of DATA) {
    cpSync(path.join(root, 'src/server', folder), path.join(staging, folder), {
      recursive: true,
      filter: (source) => statSync(source).isDirectory() || isData(source),
    });
  }
  mkdirSync(path.dirname(outDir), { recursive: true });
  rmSync(outDir, { recursive: true, force: true });
  renameSync(staging, outDir);
}

/** Builds the server when it was never built or its sources changed since the last build. */
export async function buildServerIfNeeded() {
  if (!serverBuildIsStale()) return;
  console.log(
    existsSync(builtEntry)
      ? 'Compilando el servidor de nuevo...'
      : 'Compilando el servidor (solo la primera vez)...',
  );
  await buildServer();
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
