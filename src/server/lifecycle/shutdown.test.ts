import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeHttpServer, Shutdown, type ShutdownLog } from './shutdown';

const never = () => new Promise<void>(() => undefined);

function recorder() {
  const lines: { level: string; details: object; message: string }[] = [];
  const log: ShutdownLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { lines, log, errors: () => lines.filter((line) => line.level === 'error').map((l) => l.message) };
}

describe('Shutdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes the steps newest first and exits with 0 when all closed', async () => {
    const { log } = recorder();
    const exit = vi.fn();
    const order: string[] = [];
    const shutdown = new Shutdown({ log, exit, timeoutMs: 1_000 });
    shutdown.add({ name: 'database', run: async () => order.push('database') });
    shutdown.add({ name: 'http', run: async () => order.push('http') });
    shutdown.add({ name: 'timers', run: () => order.push('timers') });
    await shutdown.run('SIGTERM');
    expect(order).toEqual(['timers', 'http', 'database']);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('force-exits with 1 after the overall bound, naming the step that never closed', async () => {
    const { log, errors } = recorder();
    const exit = vi.fn();
    const shutdown = new Shutdown({ log, exit, timeoutMs: 15_000 });
    const database = vi.fn(async () => undefined);
    shutdown.add({ name: 'database', run: database });
    shutdown.add({ name: 'HTTP server', run: never });
    void shutdown.run('SIGTERM');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(errors()).toEqual([
      'shutdown did not finish within 15000 ms; still pending: HTTP server, database',
    ]);
    expect(database).not.toHaveBeenCalled();
  });

  it('gives up on a step after its own bound and still closes the next one, exiting with 1', async () => {
    const { log, errors } = recorder();
    const exit = vi.fn();
    const shutdown = new Shutdown({ log, exit, timeoutMs: 15_000 });
    const database = vi.fn(async () => undefined);
    shutdown.add({ name: 'database', run: database });
    shutdown.add({ name: 'jobs', run: never, timeoutMs: 3_000 });
    void shutdown.run('SIGINT');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(database).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(errors()).toEqual([
      '"jobs" did not close within 3000 ms: going on without it',
      'shutdown finished, but not cleanly: jobs',
    ]);
    // The overall deadline was cleared: it cannot fire a second exit.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(exit).toHaveBeenCalledOnce();
  });

  it('logs a step that throws or rejects, goes on, and exits with 1 instead of hanging', async () => {
    const { log, lines } = recorder();
    const exit = vi.fn();
    const shutdown = new Shutdown({ log, exit });
    const database = vi.fn(async () => undefined);
    shutdown.add({ name: 'database', run: database });
    shutdown.add({ name: 'mailer', run: () => Promise.reject(new Error('smtp gone')) });
    shutdown.add({
      name: 'timers',
      run: () => {
        throw new Error('boom');
      },
    });
    await shutdown.run('SIGTERM');
    expect(database).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    const failures = lines.filter((line) => line.message.endsWith('failed to close'));
    expect(failures.map((line) => (line.details as { err: Error }).err.message)).toEqual([
      'boom',
      'smtp gone',
    ]);
  });

  it('exits at once on a second signal, naming what was pending', async () => {
    const { log, errors } = recorder();
    const exit = vi.fn();
    const signals = new EventEmitter();
    const shutdown = new Shutdown({ log, exit });
    shutdown.add({ name: 'database', run: async () => undefined });
    shutdown.add({ name: 'HTTP server', run: never });
    const uninstall = shutdown.handleSignals(['SIGINT', 'SIGTERM'], signals);
    signals.emit('SIGTERM', 'SIGTERM');
    await vi.advanceTimersByTimeAsync(100);
    expect(shutdown.closing).toBe(true);
    expect(exit).not.toHaveBeenCalled();
    signals.emit('SIGINT', 'SIGINT');
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(errors()).toEqual([
      'SIGINT received again during shutdown: exiting now; still pending: HTTP server, database',
    ]);
    uninstall();
    expect(signals.listenerCount('SIGTERM')).toBe(0);
  });

  it('runs once however often it is asked', async () => {
    const exit = vi.fn();
    const shutdown = new Shutdown({ log: recorder().log, exit });
    const step = vi.fn();
    shutdown.add({ name: 'timers', run: step });
    await Promise.all([shutdown.run('SIGTERM'), shutdown.run('SIGTERM')]);
    expect(step).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });
});

describe('closeHttpServer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes idle connections at once and cuts the others after the grace period', async () => {
    let finish: () => void = () => undefined;
    const server = {
      closeIdleConnections: vi.fn(),
      // Cutting the connections is what lets a real server's close finish.
      closeAllConnections: vi.fn(() => finish()),
    };
    const app = { server, close: () => new Promise<void>((resolve) => (finish = resolve)) };
    const { log, lines } = recorder();
    let closed = false;
    void closeHttpServer(app, 5_000, log).then(() => (closed = true));
    expect(server.closeIdleConnections).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.closeAllConnections).not.toHaveBeenCalled();
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.closeAllConnections).toHaveBeenCalledOnce();
    expect(closed).toBe(true);
    expect(lines.map((line) => line.level)).toEqual(['warn']);
  });

  it('cuts nothing when the requests finish within the grace period', async () => {
    const server = { closeIdleConnections: vi.fn(), closeAllConnections: vi.fn() };
    await closeHttpServer({ server, close: async () => undefined }, 5_000, recorder().log);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.closeAllConnections).not.toHaveBeenCalled();
  });
});
