import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1), and most of the API suites wait on
    // started servers, sockets and timers (decision 060).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        // Web components rendered with Testing Library in jsdom (the Mantine stubs and app config: setup.ts).
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          // A form test types into many fields key by key; on a loaded 2-core CI machine that alone passed
          // the default 5 s. Waiting longer changes no expectation.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
