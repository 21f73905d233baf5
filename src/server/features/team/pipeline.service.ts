import { randomUUID } from 'node:crypto';
import { msg } from '../../../shared/messages.es';
import {
  stagesOf,
  type LeadNote,
  type LeadStage,
  type LeadStagesInput,
  type UpdateConversation,
  type UpdateLead,
} from '../../../shared/schemas/team';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { findMemberRole } from '../bots/bot-members.repo';
import { setLeadStages } from '../bots/bots.repo';
import { requireBot } from '../bots/bots.service';
import {
  lockConversation,
  setAssignment,
  setLeadPipeline,
  stagesInUse,
} from '../conversations/conversations.repo';
import { emitWebhookEvent } from '../webhooks/webhooks.service';
import { insertNote, notesOf } from '../conversations/lead-notes.repo';

const m = msg.team;
const leadNotFound = () => new AppError('not_found', 404, m.leadNotFound);

/**
 * Assigns a conversation (to the caller: "Tomar"; to someone of the team; or to nobody) and sets its
 * status. Anyone who answers the bot's customers may; the assignee must run the bot.
 */
export async function updateConversation(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
  conversationId: string,
  change: UpdateConversation,
) {
  const bot = await requireBot(ctx, actor, ref, 'inbox');
  const db = ctx.database.db;
  if (change.assigneeId) {
    const runsIt =
      change.assigneeId === bot.createdBy || !!(await findMemberRole(db, bot.id, change.assigneeId));
    if (!runsIt)
      throw new AppError('bad_request', 400, m.assigneeNotMember, { assigneeId: m.assigneeNotMember });
  }
  const row = await setAssignment(db, bot.id, conversationId, {
    ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
    ...(change.status ? { status: change.status } : {}),
  });
  if (!row) throw new AppError('not_found', 404, msg.api.notFound);
  return bot;
}

/** Moves a lead to a stage of the bot's pipeline and/or sets its labels. */
export async function updateLead(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
  leadId: string,
  change: UpdateLead,
) {
  const bot = await requireBot(ctx, actor, ref, 'inbox');
  if (change.stage !== undefined && !stagesOf(bot).some((stage) => stage.key === change.stage)) {
    throw new AppError('bad_request', 400, m.stageUnknown, { stage: m.stageUnknown });
  }
  const row = await setLeadPipeline(ctx.database.db, bot.id, leadId, {
    ...(change.stage !== undefined ? { leadStage: change.stage } : {}),
    ...(change.labels !== undefined ? { leadLabels: change.labels } : {}),
  });
  if (!row) throw leadNotFound();
  await emitWebhookEvent(ctx, bot.id, 'lead.updated', {
    leadId,
    conversationId: leadId,
    stage: row.leadStage,
    stageName: stagesOf(bot).find((stage) => stage.key === row.leadStage)?.name ?? row.leadStage,
    labels: row.leadLabels,
    changedBy: { _id: actor.id, name: actor.name },
  });
  return { bot, lead: { stage: row.leadStage, labels: row.leadLabels } };
}

const presentNote = (row: {
  id: string;
  text: string;
  author: string | null;
  createdAt: Date;
}): LeadNote => ({
  _id: row.id,
  text: row.text,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
});

export async function listNotes(ctx: AppContext, actor: UserRow, ref: string, leadId: string) {
  const bot = await requireBot(ctx, actor, ref, 'inbox');
  return { notes: (await notesOf(ctx.database.db, bot.id, leadId)).map(presentNote) };
}

/** A private note on a lead, signed by the caller; the lead must be a conversation of this bot. */
export async function addNote(ctx: AppContext, actor: UserRow, ref: string, leadId: string, text: string) {
  const bot = await requireBot(ctx, actor, ref, 'inbox');
  const row = await ctx.database.db.transaction(async (tx) => {
    // Locked, so the conversation cannot go (a deleted bot) between the check and the note.
    if (!(await lockConversation(tx, bot.id, leadId))) throw leadNotFound();
    return insertNote(tx, { botId: bot.id, conversationId: leadId, authorId: actor.id, text });
  });
  return presentNote({ ...row, author: actor.name });
}

export async function getStages(ctx: AppContext, actor: UserRow, ref: string) {
  const bot = await requireBot(ctx, actor, ref, 'inbox');
  return { stages: [...stagesOf(bot)] };
}

/**
 * The owner (or an admin) renames, adds, removes and reorders the stages. A stage keeps its key when
 * renamed, so the leads in it stay; a new one gets a fresh key; a stage with leads cannot be removed.
 */
export async function saveStages(ctx: AppContext, actor: UserRow, ref: string, input: LeadStagesInput) {
  const bot = await requireBot(ctx, actor, ref, 'manage');
  const current = stagesOf(bot);
  const names = input.stages.map((stage) => stage.name.toLocaleLowerCase('es'));
  if (new Set(names).size !== names.length) throw new AppError('bad_request', 400, m.stageDuplicate);
  const known = new Set(current.map((stage) => stage.key));
  const next: LeadStage[] = input.stages.map((stage) => ({
    key: stage.key && known.has(stage.key) ? stage.key : `s-${randomUUID().slice(0, 8)}`,
    name: stage.name,
  }));
  const kept = new Set(next.map((stage) => stage.key));
  const removed = current.filter((stage) => !kept.has(stage.key));
  const db = ctx.database.db;
  const inUse = await stagesInUse(
    db,
    bot.id,
    removed.map((stage) => stage.key),
  );
  if (inUse.length) {
    const name = removed.find((stage) => stage.key === inUse[0])!.name;
    throw new AppError('conflict', 409, m.stageInUse(name));
  }
  await setLeadStages(db, bot.id, next);
  return { stages: next };
}
