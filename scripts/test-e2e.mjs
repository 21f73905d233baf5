// `npm run test:e2e`: builds the web app if needed, then Playwright drives Debian's Chromium against a real server.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildWebIfNeeded } from './build-if-needed.mjs';

buildWebIfNeeded();
rmSync('.data-e2e', { recursive: true, force: true });
const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
