import { Worker } from 'node:worker_threads';
import { serverFile } from '../server-files';

/**
 * Untrusted or heavy work (reading an owner's document, indexing a bot's passages) runs in a worker thread
 * with a memory ceiling and a clock, so that a hostile file can neither freeze the event loop that answers
 * every visitor nor take the process down. The thread is kept between tasks (it costs half a second to
 * start) and replaced after any task that overran.
 */

export type WorkerStop = 'timeout' | 'memory' | 'crashed';

/** The worker was stopped: a task ran past its clock, filled its memory, or the thread died. */
export class WorkerStopped extends Error {
  constructor(readonly reason: WorkerStop) {
    super(`isolated worker stopped: ${reason}`);
    this.name = 'WorkerStopped';
  }
}

/** A task ended with an error the task module named (`TaskFailure` in the worker), carried across. */
export class WorkerTaskFailed extends Error {
  constructor(
    readonly kind: string,
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'WorkerTaskFailed';
  }
}

export interface IsolatedWorkerOptions {
  /** The task module (lib/server-files `workerEntry`), which calls `serveTasks` (isolated/serve.ts). */
  entry: URL;
  /** Heap ceiling of the thread; past it the thread is stopped, never the process. */
  maxMemoryMb: number;
  /** Default clock of one task. */
  taskTimeoutMs: number;
  /** Stop the idle thread after this long without a task (it is started again when needed). */
  idleMs?: number;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export type WorkerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; kind: string; detail: string };

/**
 * A TypeScript entry (running from the sources) is loaded through tsx by this boot module; a compiled one
 * (dist/server, decision 061) runs itself.
 */
const BOOT = serverFile('lib/isolated/boot.mjs');

export class IsolatedWorker<Task, Result> {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: IsolatedWorkerOptions) {}

  /**
   * Runs one task in the thread; rejects with WorkerStopped or WorkerTaskFailed. Past its clock the thread
   * is stopped, unless `stopOnTimeout` is false: then only this caller stops waiting (a quick question
   * queued behind a long task), rejected with WorkerStopped('timeout'), and the late answer is dropped.
   */
  run(
    task: Task,
    options: { timeoutMs?: number; transfer?: ArrayBuffer[]; stopOnTimeout?: boolean } = {},
  ): Promise<Result> {
    if (this.closed) return Promise.reject(new WorkerStopped('crashed'));
    const worker = this.thread();
    const id = this.nextId++;
    clearTimeout(this.idleTimer);
    return new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (options.stopOnTimeout !== false) return void this.stop(new WorkerStopped('timeout'));
        this.pending.delete(id);
        reject(new WorkerStopped('timeout'));
      }, options.timeoutMs ?? this.options.taskTimeoutMs);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      worker.postMessage({ id, task }, options.transfer ?? []);
    });
  }

  /** Stops the thread; running tasks reject. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    await this.stop(new WorkerStopped('crashed'));
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const { entry } = this.options;
    const worker = new Worker(entry.pathname.endsWith('.ts') ? BOOT : entry, {
      workerData: { entry: entry.href },
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.maxMemoryMb,
        maxYoungGenerationSizeMb: Math.max(8, Math.round(this.options.maxMemoryMb / 8)),
        stackSizeMb: 4,
      },
      // The thread's output is the server's: a task module never prints, but a library might.
      stdout: false,
      stderr: false,
    });
    worker.on('message', (reply: WorkerReply) => this.settle(reply));
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.worker !== worker) return;
      this.fail(new WorkerStopped(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed'));
      this.worker = undefined;
    });
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.fail(new WorkerStopped('crashed'));
    });
    // An idle thread does not keep the process alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(reply: WorkerReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(new WorkerTaskFailed(reply.kind, reply.detail));
    if (this.pending.size === 0 && this.options.idleMs !== undefined) {
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => void this.stop(new WorkerStopped('crashed')), this.options.idleMs);
      this.idleTimer.unref();
    }
  }

  private fail(error: WorkerStopped): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }

  private async stop(error: WorkerStopped): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.fail(error);
    // terminate() interrupts even a task stuck in a loop that never yields.
    if (worker) await worker.terminate();
  }
}
