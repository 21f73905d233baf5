import { createRequire } from 'node:module';
import type * as IoRedis from 'ioredis';
import type * as Pg from 'pg';

/**
 * Packages only some deployments use, loaded the first time they are needed instead of at every start
 * (decision 061): together they are most of a second of a start that uses neither (PGlite, no Redis). Both
 * are CommonJS, so they load synchronously and their callers stay as they were.
 */
const require = createRequire(import.meta.url);

/** ioredis, when REDIS_URL is set. */
export function loadIoRedis(): typeof IoRedis {
  return require('ioredis') as typeof IoRedis;
}

/** node-postgres, when DATABASE_URL is set (or a test asks for a PostgreSQL database). */
export function loadPg(): typeof Pg.default {
  return require('pg') as typeof Pg.default;
}
