import { readFileSync } from 'node:fs';

/** The PostgreSQL the benchmarks make their scratch databases in. */
export const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used so far (Linux /proc); 0 once it has exited. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
