import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './isolated-worker';

/** An error a task module raises on purpose: its `kind` and `detail` reach the caller (WorkerTaskFailed). */
export class TaskFailure extends Error {
  constructor(
    readonly kind: string,
    readonly detail = '',
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'TaskFailure';
  }
}

/** Answers the tasks the main thread posts, one at a time, with `handle` (inside an isolated worker). */
export function serveTasks<Task>(handle: (task: Task) => Promise<unknown> | unknown): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs inside a worker thread');
  port.on('message', (message: { id: number; task: Task }) => {
    void (async () => {
      let reply: WorkerReply;
      try {
        reply = { id: message.id, ok: true, value: await handle(message.task) };
      } catch (error) {
        reply =
          error instanceof TaskFailure
            ? { id: message.id, ok: false, kind: error.kind, detail: error.detail }
            : { id: message.id, ok: false, kind: 'error', detail: String(error) };
      }
      port.postMessage(reply);
    })();
  });
}
