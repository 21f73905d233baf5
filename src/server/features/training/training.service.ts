import { BotStatus } from '../../../shared/constants';
import { fieldsAfterIntents } from '../../../shared/data-fields';
import { deriveIntention } from '../../../shared/intents';
import { msg } from '../../../shared/messages.es';
import type { FieldsBody, IntentsBody, StoredDataField } from '../../../shared/schemas/training';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { compileOwnerPattern } from '../../lib/owner-pattern';
import type { UserRow } from '../../lib/user-row';
import { requireManagedBot } from '../bots/bots.service';
import * as bots from '../bots/bots.repo';
import { intentsWithBlanks } from '../../../shared/blanks';
import { assertPublishableIntents } from '../bots/publish-guard';
import { removeOwnedFiles } from '../files/owned-files';
import { newTopics } from '../notifications/bot-news';
import { notifySubscribers } from '../notifications/subscribers';
import { queueModelBuild } from '../chat/model-jobs';

/**
 * Replaces the bot's whole list of intents, as the intent manager sends it. `options.alongside` writes more
 * in the same transaction (the inbox marks what it taught); throwing there takes the save back.
 */
export async function saveIntents(
  ctx: AppContext,
  actor: UserRow,
  botRef: string,
  body: IntentsBody,
  options: { alongside?: (tx: DbOrTx) => Promise<void> } = {},
) {
  const bot = await requireManagedBot(ctx, actor, botRef);
  const db = ctx.database.db;
  const { saved, dropped } = await db.transaction(async (tx) => {
    // Locked until commit, so publishing the bot waits for this list (and sees it) rather than racing it.
    const current = await bots.lockBot(tx, bot.id);
    if (current?.status === BotStatus.published) assertPublishableIntents(body.intents);
    const previous = await bots.findIntentsOf(tx, bot.id);
    const previousIds = new Set(previous.map((row) => row.id));
    const rows = await bots.replaceIntents(
      tx,
      bot.id,
      body.intents.map((intent, position) => ({
        // Keeping known ids keeps links stable; anything else (or an id sent twice) gets a new one.
        ...(intent._id && previousIds.delete(intent._id) ? { id: intent._id } : {}),
        botId: bot.id,
        name: intent.name,
        intention: deriveIntention(intent.name),
        description: intent.description,
        questions: intent.questions,
        answers: intent.answers,
        files: intent.intentionFiles,
        position,
      })),
    );
    const kept = fieldsAfterIntents(
      await bots.findBotFields(tx, bot.id),
      rows.map((row) => row.intention),
    );
    // A new bot that waited for its first intent is published with it (bots.service createBot), but only
    // once no answer has a blank left to fill (a starter template's "[tu horario]"): until then it waits.
    const publishes = rows.length > 0 && intentsWithBlanks(body.intents).length === 0;
    // A topic set aside that is now among the answers has come back: it is no longer waiting.
    const answered = new Set(rows.map((row) => row.intention.toLowerCase()));
    const setAside = (body.setAside ?? current?.setAsideIntents ?? []).filter(
      (topic) => !answered.has(deriveIntention(topic.name).toLowerCase()),
    );
    const state = await bots.recordTraining(tx, bot.id, {
      fields: kept,
      setAside,
      publishIfWaiting: publishes,
    });
    await queueModelBuild(ctx, tx, { id: bot.id, trainingVersion: state.trainingVersion });
    await notifySubscribers(
      tx,
      { ...bot, status: state.status },
      { kind: 'topics', topics: newTopics(previous, rows) },
    );
    await options.alongside?.(tx);
    const keptFiles = new Set(rows.flatMap((row) => row.files.flatMap((f) => [f.url, f.lazyUrl])));
    const droppedFiles = previous
      .flatMap((row) => row.files.flatMap((f) => [f.url, f.lazyUrl]))
      .filter((url) => !keptFiles.has(url));
    return {
      saved: {
        intents: rows,
        status: state.status,
        publishWhenTrained: state.publishWhenTrained,
        setAside,
      },
      dropped: droppedFiles,
    };
  });
  await removeOwnedFiles(ctx, bot.createdBy, dropped);
  void ctx.jobs.kick();
  return saved;
}

/** Replaces the bot's data fields; patterns must be ones RE2 runs in linear time (lib/owner-pattern). */
export async function saveFields(ctx: AppContext, actor: UserRow, botRef: string, body: FieldsBody) {
  const bot = await requireManagedBot(ctx, actor, botRef);
  const db = ctx.database.db;
  const errors: Record<string, string> = {};
  const known = new Set(await bots.findIntentionsOf(db, bot.id));
  body.fields.forEach((field, index) => {
    if (field.validation && !compileOwnerPattern(field.validation).ok)
      errors[`fields.${index}.validation`] = msg.training.regexUnsafe(field.label);
    if (field.collectAt === 'specific' && (!field.collectOnIntent || !known.has(field.collectOnIntent))) {
      errors[`fields.${index}.collectOnIntent`] = msg.training.intentUnknown;
    }
  });
  if (Object.keys(errors).length) throw new AppError('validation_error', 400, msg.api.validation, errors);
  const fields: StoredDataField[] = [...body.fields].sort((a, b) => a.order - b.order);
  // What the bot asks its visitors is not news for its followers: no notice.
  await db.transaction(async (tx) => {
    const state = await bots.recordTraining(tx, bot.id, { fields });
    await queueModelBuild(ctx, tx, { id: bot.id, trainingVersion: state.trainingVersion });
  });
  void ctx.jobs.kick();
  return fields;
}
