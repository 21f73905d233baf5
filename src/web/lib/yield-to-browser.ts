interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint or handle a tap in between.
 * Starting the app is a chain of promises (the entry's modules, the router, the screen's module, its data)
 * that would otherwise run as one long task on a slow phone. `scheduler.yield` resumes ahead of other queued
 * work where the browser has it; elsewhere a message to a channel (a timeout would be clamped to 4 ms).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
