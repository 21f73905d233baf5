import { z } from 'zod';

/**
 * What a backup of an embedded installation holds (decision 058): one gzipped tar with
 * - `manifest.json`: what this file is (below);
 * - `database.tar`: PGlite's data folder, copied between transactions (`Database.dump`);
 * - the rest of DATA_DIR's state at its own paths: the uploaded files, the documents waiting to be read, and
 *   the keys generated there when their settings are unset, without which restored sessions would still work
 *   but sealed tokens, the app token of embedded widgets and the push subscriptions would not.
 * Not in it: `outbox/` (copies of e-mails already sent) and `db.lock`.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database.tar';

/** DATA_DIR's folders besides the database: uploaded files (served under /uploads/), documents to read. */
export const DATA_FOLDERS = ['uploads', 'private'] as const;

/** The files settings.ts generates into DATA_DIR when APP_TOKEN, SECRETS_KEY or VAPID_* are unset. */
export const KEY_FILES = ['app-token', 'secrets-key', 'vapid-keys.json'] as const;

export const BackupManifestSchema = z.object({
  format: z.literal('vocero-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** `running`: copied by the server while it ran; `stopped`: read from the folder by the command itself. */
  database: z.object({
    engine: z.literal('pglite'),
    bytes: z.number().int(),
    copiedFrom: z.enum(['running', 'stopped']),
  }),
  /** The key files of KEY_FILES the backup holds (a key set in the environment is not in DATA_DIR). */
  keys: z.array(z.enum(KEY_FILES)),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

/** Whether `entryPath` (a tar entry's path) is DATA_DIR content a backup may hold and a restore may write. */
export function isDataEntry(entryPath: string): boolean {
  const parts = entryPath.replace(/\/+$/, '').split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\'))) return false;
  const [top] = parts;
  if ((KEY_FILES as readonly string[]).includes(top ?? '')) return parts.length === 1;
  return (DATA_FOLDERS as readonly string[]).includes(top ?? '');
}
