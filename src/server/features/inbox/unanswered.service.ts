import { msg } from '../../../shared/messages.es';
import type { ResolveUnanswered, UnansweredGroup } from '../../../shared/schemas/inbox';
import { IntentsBodySchema, TrainingLimits, type IntentInput } from '../../../shared/schemas/training';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { findIntentsOf } from '../bots/bots.repo';
import { unansweredMessages } from '../conversations/reports.repo';
import { analyze, fold } from '../../lib/nlu/normalize';
import { saveIntents } from '../training/training.service';
import { proposeQuestion } from '../chat/question-proposals.repo';
import type { DbOrTx } from '../../db/client';
import { findResolutions, markResolved } from './unanswered.repo';

const WINDOW_MS = 90 * 86_400_000;
const SCAN_LIMIT = 10_000;
const SAMPLES = 5;

/**
 * The words that make a question what it is, in a fixed order: "¿Hacen envíos a Salta?" and "hacen
 * envio a salta" share a key. Carrier words count only when there is nothing else.
 */
export function questionKey(text: string): string {
  const tokens = analyze(text);
  const content = tokens.filter((token) => token.weight >= 1);
  const stems = [...new Set((content.length ? content : tokens).map((token) => token.stem))].sort();
  return stems.join(' ') || fold(text);
}

/**
 * What visitors asked that the bot could not answer (the last 90 days, or since `options.since`), grouped,
 * most asked first; at most `options.scan` recent messages are read.
 */
export async function listUnanswered(
  ctx: AppContext,
  botId: string,
  options: { since?: Date; scan?: number } = {},
): Promise<UnansweredGroup[]> {
  const db = ctx.database.db;
  const [rows, resolvedAt] = await Promise.all([
    unansweredMessages(
      db,
      botId,
      options.since ?? new Date(Date.now() - WINDOW_MS),
      options.scan ?? SCAN_LIMIT,
    ),
    findResolutions(db, botId),
  ]);
  const groups = new Map<string, UnansweredGroup>();
  for (const row of rows) {
    const key = questionKey(row.text);
    if (row.createdAt.getTime() <= (resolvedAt.get(key)?.getTime() ?? -Infinity)) continue;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        key,
        text: row.text,
        count: 1,
        lastAt: row.createdAt.toISOString(),
        samples: [row.text],
      });
    } else {
      group.count += 1;
      if (group.samples.length < SAMPLES && !group.samples.includes(row.text)) group.samples.push(row.text);
    }
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || b.lastAt.localeCompare(a.lastAt))
    .slice(0, 100);
}

/** The bot's intents as the whole-list save takes them (the intent manager's shape). */
export async function intentListOf(db: DbOrTx, botId: string): Promise<IntentInput[]> {
  const rows = await findIntentsOf(db, botId);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    description: row.description,
    questions: row.questions,
    answers: row.answers,
    intentionFiles: row.files,
  }));
}

/**
 * Saves the whole list through the intent manager's save (its validation, the training version bumped so
 * the engine is retrained); `alongside` writes more in that transaction.
 */
export async function saveIntentList(
  ctx: AppContext,
  actor: UserRow,
  botId: string,
  list: IntentInput[],
  alongside?: (tx: DbOrTx) => Promise<void>,
) {
  const parsed = IntentsBodySchema.safeParse({ intents: list });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('validation_error', 400, issue.message, { [issue.path.join('.')]: issue.message });
  }
  return saveIntents(ctx, actor, botId, parsed.data, { alongside });
}

/**
 * Teaches the bot an unanswered group in one step (as questions of an intent, or a new intent) and
 * marks it dealt with, so it leaves the list; the same whole-list save as the intent manager's. With
 * `later`, nothing is taught yet: the group waits among the proposals for the chosen intent (issue 37).
 */
export async function resolveUnanswered(
  ctx: AppContext,
  actor: UserRow,
  botId: string,
  body: ResolveUnanswered,
) {
  const db = ctx.database.db;
  const group = (await listUnanswered(ctx, botId)).find((g) => g.key === body.key);
  if (!group) throw new AppError('not_found', 404, msg.api.notFound);
  const list = await intentListOf(db, botId);
  if (body.later && body.intentId) {
    await setAsideForLater(ctx, botId, group, body.intentId);
    return listUnanswered(ctx, botId);
  }
  if (body.intentId) {
    const target = list.find((intent) => intent._id === body.intentId);
    if (!target) throw new AppError('not_found', 404, msg.api.notFound);
    const known = new Set((target.questions ?? []).map((q) => fold(q)));
    const added = group.samples.filter((sample) => !known.has(fold(sample)));
    target.questions = [...(target.questions ?? []), ...added].slice(0, TrainingLimits.questionsMax);
  } else if (body.newIntent) {
    list.push({ ...body.newIntent, questions: group.samples, answers: [], intentionFiles: [] });
  }
  // Saved and marked in one transaction: the group never leaves the list without being taught.
  await saveIntentList(ctx, actor, botId, list, (tx) => markResolved(tx, botId, group.key));
  return listUnanswered(ctx, botId);
}

/** The group becomes a proposal of the owner's for the intent, and leaves the list, in one transaction. */
async function setAsideForLater(ctx: AppContext, botId: string, group: UnansweredGroup, intentId: string) {
  const db = ctx.database.db;
  const intents = await findIntentsOf(db, botId);
  if (!intents.some((intent) => intent.id === intentId)) {
    throw new AppError('not_found', 404, msg.api.notFound);
  }
  const text = group.text.trim();
  if (text.length > TrainingLimits.questionMax) {
    throw new AppError('validation_error', 400, msg.learning.questionTooLong, {
      key: msg.learning.questionTooLong,
    });
  }
  await db.transaction(async (tx) => {
    await proposeQuestion(tx, {
      botId,
      intentId,
      text,
      source: 'owner',
      count: group.count,
      at: new Date(),
    });
    await markResolved(tx, botId, group.key);
  });
}
