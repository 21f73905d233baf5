import { OperatorError } from '../lib/operator-error';
import { SettingsError } from '../settings';

/**
 * Runs an operator's command: a refusal (OperatorError) or a bad setting prints its message alone and exits
 * with 1, anything else with its stack; success exits with 0 once the work is done (nothing left open, such as
 * an idle HTTP connection, delays it).
 */
export function runCommand(work: () => Promise<void>): void {
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof OperatorError || error instanceof SettingsError)
        console.error(`\n  ${error.message}\n`);
      else console.error(error);
      process.exit(1);
    },
  );
}

/** `1234567` → `1,2 MB`, as a person reads a size. */
export function readableSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('es', { maximumFractionDigits: 1 })} MB`;
}
