// The entry of every isolated worker thread: the task module is TypeScript, loaded through tsx like the
// server itself (scripts/start.mjs), so the worker runs the same code the tests run.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
