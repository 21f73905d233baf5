import { serveTasks, TaskFailure } from './serve';

/** A task module for isolated-worker.test.ts: each task misbehaves the way a hostile document makes a reader. */
type FixtureTask =
  | { kind: 'echo'; value: string }
  | { kind: 'spin' }
  | { kind: 'hog' }
  | { kind: 'refuse' }
  | { kind: 'throw' };

serveTasks<FixtureTask>((task) => {
  switch (task.kind) {
    case 'echo':
      return task.value.toUpperCase();
    case 'spin':
      // A loop that never yields, as a regular expression or a parser caught in a loop.
      for (;;) Math.random();
    case 'hog': {
      // Memory that only grows, as a decompressed bomb does.
      const kept: string[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => `pieza ${i} ${kept.length}`));
    }
    case 'refuse':
      throw new TaskFailure('limit', 'domDepth');
    case 'throw':
      throw new Error('a library failed');
  }
});
