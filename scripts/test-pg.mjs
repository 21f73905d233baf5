// `npm run test:pg`: the API suites against PostgreSQL (a fresh database per test file) and Redis.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    TEST_DATABASE_URL: url,
    TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  },
});
process.exit(result.status ?? 1);
