import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { IsolatedWorker, WorkerStopped, WorkerTaskFailed } from './isolated-worker';

type Task =
  | { kind: 'echo'; value: string }
  | { kind: 'spin' }
  | { kind: 'hog' }
  | { kind: 'refuse' }
  | { kind: 'throw' };

let worker: IsolatedWorker<Task, unknown> | undefined;
afterEach(async () => {
  await worker?.close();
  worker = undefined;
});

const start = (taskTimeoutMs = 20_000) =>
  (worker = new IsolatedWorker<Task, unknown>({
    entry: new URL('./isolated-worker.fixture.ts', import.meta.url),
    maxMemoryMb: 64,
    taskTimeoutMs,
  }));

describe('IsolatedWorker', () => {
  it('runs a task in its thread and answers its result', async () => {
    expect(await start().run({ kind: 'echo', value: 'hola' })).toBe('HOLA');
  });

  it('stops a task that never yields at its clock, while the event loop stays free, and works again after', async () => {
    const isolated = start();
    await isolated.run({ kind: 'echo', value: 'listo' });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const began = Date.now();
    const error = await isolated.run({ kind: 'spin' }, { timeoutMs: 1_500 }).catch((e: unknown) => e);
    delay.disable();
    expect(error).toBeInstanceOf(WorkerStopped);
    expect((error as WorkerStopped).reason).toBe('timeout');
    expect(Date.now() - began).toBeLessThan(5_000);
    // The spinning happened in the other thread: this one never waited long.
    expect(delay.max / 1e6).toBeLessThan(500);
    expect(await isolated.run({ kind: 'echo', value: 'de nuevo' })).toBe('DE NUEVO');
  });

  it('stops a task past its memory ceiling without taking the process down', async () => {
    const isolated = start();
    const error = await isolated.run({ kind: 'hog' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerStopped);
    expect((error as WorkerStopped).reason).toBe('memory');
    expect(await isolated.run({ kind: 'echo', value: 'sigo' })).toBe('SIGO');
  });

  it('carries a named failure and any other error across as WorkerTaskFailed', async () => {
    const isolated = start();
    const refused = await isolated.run({ kind: 'refuse' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(WorkerTaskFailed);
    expect(refused).toMatchObject({ kind: 'limit', detail: 'domDepth' });
    const thrown = await isolated.run({ kind: 'throw' }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ kind: 'error' });
    expect((thrown as WorkerTaskFailed).detail).toContain('a library failed');
  });

  it('rejects the tasks in flight when it is closed', async () => {
    const isolated = start();
    await isolated.run({ kind: 'echo', value: 'x' });
    const running = isolated.run({ kind: 'spin' }).catch((e: unknown) => e);
    await isolated.close();
    expect(await running).toBeInstanceOf(WorkerStopped);
  });
});
