import type { Server } from 'node:http';

/**
 * Bounded shutdown. A stop (Ctrl-C, a deploy, a test harness) must end the process in a known time, whatever
 * still holds it: a request whose body never finishes arriving, a slow client, a job waiting on SMTP, a
 * database close waiting for a query. Steps run one after another, newest first (like a stack of opened
 * resources, so the database registered first closes last), each within its own bound; errors are logged and
 * shutdown goes on. After `timeoutMs` the process exits with code 1 and a line naming what was still pending,
 * and a second signal exits at once.
 */

/** The pino-style subset of a logger that shutdown writes to (Fastify's `app.log` fits). */
export interface ShutdownLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ShutdownStep {
  /** Named in the log, and in the reason of a forced exit. */
  name: string;
  run(): unknown;
  /** Longest wait for this step; after it the step counts as failed and the next one starts. */
  timeoutMs?: number;
}

export interface ShutdownOptions {
  log?: ShutdownLog;
  /** Bound of the whole shutdown, from the first signal; then the process exits with code 1. */
  timeoutMs?: number;
  /** Replaced in tests; `process.exit` otherwise. */
  exit?: (code: number) => void;
}

export const SHUTDOWN_TIMEOUT_MS = 15_000;

/** Until the app's logger exists: one JSON line on stderr, like pino's. */
export const consoleLog: ShutdownLog = {
  info: (details, message) => writeLine(30, details, message),
  warn: (details, message) => writeLine(40, details, message),
  error: (details, message) => writeLine(50, details, message),
};

function writeLine(level: number, details: object, message: string) {
  console.error(JSON.stringify({ level, time: Date.now(), ...details, msg: message }));
}

export class Shutdown {
  log: ShutdownLog;
  private readonly timeoutMs: number;
  private readonly exitProcess: (code: number) => void;
  private readonly steps: ShutdownStep[] = [];
  private running: Promise<void> | undefined;
  private current: string | undefined;
  private waiting: string[] = [];
  private exited = false;

  constructor(options: ShutdownOptions = {}) {
    this.log = options.log ?? consoleLog;
    this.timeoutMs = options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS;
    this.exitProcess = options.exit ?? ((code) => process.exit(code));
  }

  get closing(): boolean {
    return this.running !== undefined;
  }

  /** Registers what to close; the last registered closes first. */
  add(step: ShutdownStep): void {
    this.steps.push(step);
  }

  /** SIGINT and SIGTERM start the shutdown; a second one during it exits at once. Returns the uninstaller. */
  handleSignals(
    signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'],
    target: Pick<NodeJS.EventEmitter, 'on' | 'off'> = process,
  ): () => void {
    const onSignal = (signal: NodeJS.Signals) => {
      if (!this.closing) {
        void this.run(signal);
        return;
      }
      this.exit(1, `${signal} received again during shutdown: exiting now`);
    };
    for (const signal of signals) target.on(signal, onSignal);
    return () => {
      for (const signal of signals) target.off(signal, onSignal);
    };
  }

  /**
   * Closes every step and exits: with `cleanExitCode` when all closed in time, 1 otherwise. Later calls share
   * the first run.
   */
  run(reason: string, cleanExitCode = 0): Promise<void> {
    this.running ??= this.closeAll(reason, cleanExitCode);
    return this.running;
  }

  private async closeAll(reason: string, cleanExitCode: number): Promise<void> {
    this.log.info({ reason, timeoutMs: this.timeoutMs }, 'shutting down');
    // Referenced on purpose: the process must not end quietly before the database closed.
    const deadline = setTimeout(
      () => this.exit(1, `shutdown did not finish within ${this.timeoutMs} ms`),
      this.timeoutMs,
    );
    const failed: string[] = [];
    const steps = [...this.steps].reverse();
    this.waiting = steps.map((step) => step.name);
    for (const step of steps) {
      this.waiting.shift();
      this.current = step.name;
      const started = performance.now();
      try {
        if ((await settleWithin(step.run(), step.timeoutMs)) === 'done') {
          this.log.info({ step: step.name, ms: Math.round(performance.now() - started) }, 'closed');
        } else {
          failed.push(step.name);
          this.log.error(
            { step: step.name, timeoutMs: step.timeoutMs },
            `"${step.name}" did not close within ${step.timeoutMs} ms: going on without it`,
          );
        }
      } catch (error) {
        failed.push(step.name);
        this.log.error({ err: error, step: step.name }, `"${step.name}" failed to close`);
      }
    }
    this.current = undefined;
    clearTimeout(deadline);
    if (failed.length === 0) this.exit(cleanExitCode, 'shutdown complete');
    else this.exit(1, `shutdown finished, but not cleanly: ${failed.join(', ')}`);
  }

  private exit(code: number, reason: string) {
    if (this.exited) return;
    this.exited = true;
    const pending = [this.current, ...this.waiting].filter((name): name is string => name !== undefined);
    const details = { exitCode: code, ...(code === 0 ? {} : { pending }) };
    if (code === 0) this.log.info(details, reason);
    else
      this.log.error(
        details,
        pending.length > 0 ? `${reason}; still pending: ${pending.join(', ')}` : reason,
      );
    this.exitProcess(code);
  }
}

/** Resolves 'done' when `work` settles (rethrowing its error) or 'timeout' after `ms`; no bound without `ms`. */
export async function settleWithin(work: unknown, ms: number | undefined): Promise<'done' | 'timeout'> {
  if (ms === undefined) {
    await work;
    return 'done';
  }
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([Promise.resolve(work).then(() => 'done' as const), expired]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ClosableHttp {
  close(): PromiseLike<unknown>;
  server: Pick<Server, 'closeIdleConnections' | 'closeAllConnections'>;
}

/**
 * Stops accepting connections and lets in-flight requests finish for `graceMs`, then cuts every connection
 * still open: a request whose body never ends, or a client that stopped reading, would otherwise hold the
 * close forever. Idle keep-alive connections close at once.
 */
export async function closeHttpServer(app: ClosableHttp, graceMs: number, log: ShutdownLog): Promise<void> {
  const closed = app.close();
  app.server.closeIdleConnections();
  const force = setTimeout(() => {
    log.warn({ graceMs }, `requests still open ${graceMs} ms after the stop: closing their connections`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await closed;
  } finally {
    clearTimeout(force);
  }
}
