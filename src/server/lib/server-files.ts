/**
 * Where the server finds its own files: beside its sources when it runs from them (tsx, the tests), and in
 * `dist/server` when it runs compiled (scripts/build-server.mjs, decision 061). A compiled entry is one file
 * with all of the server's code in it, and the build copies the data files beside it in the folders they
 * have under `src/server`, so a path relative to the server's folder is the same in both.
 */
/** Whether this process runs the TypeScript sources (tsx, Vitest) rather than the compiled server. */
// The path, not the URL: tsx marks the modules a worker thread imports with a query (`….ts?tsx-namespace=…`).
export const runsFromSources = new URL(import.meta.url).pathname.endsWith('.ts');

/** `src/server/` from this file's place in the sources; the compiled entry's own folder otherwise. */
const SERVER_ROOT = new URL(runsFromSources ? '../' : './', import.meta.url);

/** A data file or folder of the server, by its path under `src/server` ("db/migrations"). */
export function serverFile(relative: string): URL {
  return new URL(relative, SERVER_ROOT);
}

/**
 * The module a worker thread runs, by its path under `src/server` without extension: the TypeScript source,
 * or its compiled entry (named after the file: `features/sources/reader.worker` → `reader.worker.js`).
 */
export function workerEntry(sourcePath: string): URL {
  return runsFromSources
    ? new URL(`${sourcePath}.ts`, SERVER_ROOT)
    : new URL(`${sourcePath.slice(sourcePath.lastIndexOf('/') + 1)}.js`, SERVER_ROOT);
}
