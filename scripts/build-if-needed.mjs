import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const inputs = ['src/web', 'src/shared', 'vite.config.ts', 'postcss.config.cjs', 'package-lock.json'];

/** The newest modification time of a file, or of anything under a folder; 0 when it is missing. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the web app when it was never built or its sources changed since the last build. */
export function buildWebIfNeeded() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
  if (builtAt > changedAt) return;
  console.log(
    builtAt
      ? 'Reconstruyendo la aplicación web...'
      : 'Construyendo la aplicación web (solo la primera vez)...',
  );
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
