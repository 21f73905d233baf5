import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { msg } from '../../../shared/messages.es';
import { SourceLimits, type SourceCreateBody } from '../../../shared/schemas/sources';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { TaskLog } from '../../lib/background';
import type { UserRow } from '../../lib/user-row';
import { findBlanks } from '../../../shared/blanks';
import { findIntentsOf } from '../bots/bots.repo';
import { requireManagedBot } from '../bots/bots.service';
import { passageTextsOf } from './passages.repo';
import { pricedItems, suggestPrice } from './price-blanks';
import { detectFileFormat } from './source-format';
import { addressAllowed } from '../../lib/safe-fetch';
import { kickSourceJobs } from './source-jobs';
import * as repo from './sources.repo';

const m = msg.sources;

export type NewSourceInput =
  { kind: 'file'; fileName: string; bytes: Buffer } | { kind: 'json'; body: SourceCreateBody };

/** A file name as a title: without its folder and extension, separators as spaces. */
function titleOfFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const title = base
    .replace(/\.[a-z0-9]{1,8}$/i, '')
    .replace(/[_]+/g, ' ')
    .trim();
  return (title || 'Documento').slice(0, SourceLimits.titleMax);
}

/**
 * Whether the address names a refused address outright (a literal private address, or "localhost" when no
 * private address is allowed); names are resolved and checked when the source is read.
 */
function obviouslyRefused(url: URL, allowPrivate: boolean | string[]): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host)) return !addressAllowed(host, allowPrivate);
  return allowPrivate === false && (host === 'localhost' || host.endsWith('.localhost'));
}

/** Adds a source and starts processing it after the answer; it answers `processing`. */
export async function addSource(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
  input: NewSourceInput,
  log: TaskLog,
) {
  const bot = await requireManagedBot(ctx, actor, ref);
  await ctx.rateLimiter.consume('sourceUser', actor.id, msg.api.creatingTooFast);
  const db = ctx.database.db;
  if ((await repo.countSourcesOf(db, bot.id)) >= SourceLimits.perBot)
    throw new AppError('conflict', 409, m.tooMany);
  const base = { botId: bot.id, createdBy: actor.id };
  let values: repo.NewSource;
  if (input.kind === 'file') {
    const format = detectFileFormat(input.bytes, input.fileName);
    if (!format) throw new AppError('invalid_file', 400, m.formatUnsupported, { file: m.formatUnsupported });
    // The upload waits in the file store's private area, not in the row (decision 036): a 10 MB value
    // written into the embedded database inside the request held every other request for seconds.
    const contentKey = `sources/${bot.id}/${randomUUID()}`;
    await ctx.storage.putPrivate(contentKey, input.bytes);
    values = { ...base, kind: 'file', format, title: titleOfFile(input.fileName), contentKey };
  } else if (input.body.url !== undefined) {
    const url = new URL(input.body.url);
    if (obviouslyRefused(url, ctx.settings.imports.allowPrivateHosts))
      throw new AppError('validation_error', 400, msg.api.validation, { url: m.privateHost });
    values = {
      ...base,
      kind: 'url',
      format: 'html',
      title: input.body.title || url.hostname,
      url: url.toString(),
    };
  } else {
    values = {
      ...base,
      kind: 'text',
      format: 'text',
      title: input.body.title!,
      content: Buffer.from(input.body.text!, 'utf8'),
    };
  }
  let source;
  try {
    source = await repo.insertSource(db, values);
  } catch (error) {
    if (values.contentKey) await ctx.storage.removePrivate(values.contentKey).catch(() => undefined);
    throw error;
  }
  ctx.background.run(log, 'source processing', () => kickSourceJobs(ctx));
  return source;
}

export async function listSources(ctx: AppContext, actor: UserRow, ref: string) {
  const bot = await requireManagedBot(ctx, actor, ref);
  return repo.findSourcesOf(ctx.database.db, bot.id);
}

async function managedSource(ctx: AppContext, actor: UserRow, ref: string, sourceId: string) {
  const bot = await requireManagedBot(ctx, actor, ref);
  const source = await repo.findSourceOf(ctx.database.db, bot.id, sourceId);
  if (!source) throw new AppError('not_found', 404, m.notFound);
  return source;
}

/** Removes the source and its passages (the bot answers without them from the next message on). */
export async function removeSource(ctx: AppContext, actor: UserRow, ref: string, sourceId: string) {
  const source = await managedSource(ctx, actor, ref, sourceId);
  const deleted = await repo.deleteSource(ctx.database.db, source.botId, source.id);
  if (deleted?.contentKey) await ctx.storage.removePrivate(deleted.contentKey).catch(() => undefined);
}

/** Passages read for suggestions: a bot's whole knowledge is at most a few thousand. */
const SUGGESTION_PASSAGES_MAX = 5000;

/**
 * Values for the blanks left in a bot's answers, found in its documents (issue 38): a template's
 * "[precio del corte]" and the imported price list's "Corte de dama ..... $9.500". Suggestions only: the
 * owner sees and edits each before anything is saved.
 */
export async function blankSuggestions(ctx: AppContext, actor: UserRow, ref: string) {
  const bot = await requireManagedBot(ctx, actor, ref);
  const db = ctx.database.db;
  const labels = new Set<string>();
  for (const intent of await findIntentsOf(db, bot.id)) {
    for (const text of [intent.description, ...intent.answers])
      findBlanks(text).forEach((l) => labels.add(l));
  }
  if (labels.size === 0) return [];
  const items = (await passageTextsOf(db, bot.id, SUGGESTION_PASSAGES_MAX)).flatMap(pricedItems);
  return [...labels].flatMap((label) => {
    const found = suggestPrice(label, items);
    return found ? [{ label, ...found }] : [];
  });
}

export async function sourceDrafts(ctx: AppContext, actor: UserRow, ref: string, sourceId: string) {
  return (await managedSource(ctx, actor, ref, sourceId)).drafts;
}
