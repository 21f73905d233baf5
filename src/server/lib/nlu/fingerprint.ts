import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runsFromSources, serverFile } from '../server-files';

let memo: string | undefined;

/**
 * What trained a persisted model (decision 063): the engine's code and its data, and V8's serialization.
 * A model is loaded only by the same fingerprint, so a deployment that changes any of them trains each bot
 * anew on its first message instead of answering from a model the new engine would not have built.
 * - Compiled (`npm start`), the server is one file: its bytes stand for the engine's code (any change to the
 *   server then retrains each bot once after a deployment, which is cheap and never wrong).
 * - From the sources (development, tests), the engine's folder: its modules and its data files.
 * Either way the vocabulary and the concept bank (`lib/nlu`'s data files) are read too.
 */
export function engineFingerprint(): string {
  if (memo) return memo;
  const hash = createHash('sha256').update(`v8 ${process.versions.v8}\n`);
  if (!runsFromSources) hash.update(readFileSync(fileURLToPath(import.meta.url)));
  const folder = fileURLToPath(serverFile('lib/nlu'));
  for (const file of filesUnder(folder)) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(`${path.relative(folder, file)}\n`).update(readFileSync(file));
  }
  memo = hash.digest('hex').slice(0, 32);
  return memo;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
