// `npm run test:e2e`: builds the web app if needed, then Playwright drives Debian's Chromium against a real server.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildWebIfNeeded } from './build-if-needed.mjs';

buildWebIfNeeded();
// Same folder as playwright.config.ts: one per E2E_PORT.
const port = Number(process.env.E2E_PORT ?? 3210);
rmSync(port === 3210 ? '.data-e2e' : `.data-e2e-${port}`, { recursive: true, force: true });
const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
