/** Where a background task's failure is reported (a request's logger, say). */
export type TaskLog = { error: (details: object, message: string) => void };

/**
 * Work that runs after the answer has left. Used where the answer must not depend on what the work finds
 * (whether an account exists): the request takes the same path, and the same time, for every address.
 * Tasks are tracked so that shutdown, and tests, can wait for them.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  run(log: TaskLog, name: string, task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves when every task started so far (and any they start) has finished. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }
}
