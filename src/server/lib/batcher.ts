/**
 * Groups work for the database: the items handed in while the event loop works through one round of I/O
 * (a batch waits for setImmediate), and those that arrive while the batches in flight are busy, are
 * processed together. The embedded database answers synchronously inside the process, so without the wait
 * each request would run from its first query to its last alone and nothing would ever be grouped; the
 * wait also lets a batch that comes back answer its callers before the next one goes. A quiet server pays
 * one event-loop turn per item.
 */
export class Batcher<I, O> {
  private queue: Array<{ item: I; resolve: (output: O) => void; reject: (error: unknown) => void }> = [];
  private inFlight = 0;
  private scheduled = false;

  /**
   * @param process gives one output per item, in order. When a batch of several fails, each of its items
   *   is processed alone, so one bad item fails only its own caller.
   * @param options.maxInFlight batches processed at once.
   * @param options.maxBatch bounds a batch's statement (and its parameters) under a burst.
   */
  constructor(
    private readonly process: (items: I[]) => Promise<O[]>,
    private readonly options: { maxInFlight: number; maxBatch: number },
  ) {}

  run(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || !this.queue.length || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.launch();
    });
  }

  private launch(): void {
    while (this.queue.length && this.inFlight < this.options.maxInFlight) {
      this.inFlight += 1;
      void this.settle(this.queue.splice(0, this.options.maxBatch));
    }
  }

  private async settle(batch: typeof this.queue): Promise<void> {
    let outputs: O[] | undefined;
    let failure: unknown;
    try {
      outputs = await this.process(batch.map((entry) => entry.item));
    } catch (error) {
      failure = error;
    }
    this.inFlight -= 1;
    this.schedule();
    if (outputs) batch.forEach((entry, index) => entry.resolve(outputs[index]!));
    else if (batch.length === 1) batch[0]!.reject(failure);
    else {
      for (const entry of batch) {
        try {
          const [output] = await this.process([entry.item]);
          entry.resolve(output!);
        } catch (error) {
          entry.reject(error);
        }
      }
    }
  }
}
