// A server over a fresh data folder (or the given DATA_DIR / DATABASE_URL) with demo content:
// what the browser suite and the benchmarks drive.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerIfNeeded } from './build-server.mjs';

// The browser suite passes DATA_DIR to read the e-mail outbox; otherwise a new temporary folder.
process.env.DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'vocero-e2e-'));
process.env.ADMIN_PASSWORD ??= 'admin12345';
// The whole browser suite signs up from 127.0.0.1 within minutes: allow it what a busy office would get.
process.env.RATE_LIMIT_FACTOR ??= '20';
process.env.LOG_LEVEL ??= 'warn';
await buildServerIfNeeded();
await import('../dist/server/main.js');
