import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { intents, questionProposals } from '../../db/schema';
import { foldText } from '../../lib/nlu/normalize';

/**
 * The questions a bot could learn from its customers (issue 37): written by the chat when a visitor picks
 * a chip after a message the bot did not answer, and by the inbox when the owner sets a message aside for
 * an intent; the inbox lists them and records the owner's decision.
 */

export type ProposalSource = 'chip' | 'owner';
export type ProposalStatus = 'pending' | 'approved' | 'dismissed';

export interface NewProposal {
  botId: string;
  intentId: string;
  text: string;
  source: ProposalSource;
  /** Times the words were seen at once (an owner's group of unanswered messages); 1 by default. */
  count?: number;
  at: Date;
}

/**
 * Records the words as a question the intent could learn: the same folded words for the same intent add
 * to the row's count and move its last sighting, whatever the row's status (a dismissed proposal stays
 * dismissed). Nothing is written when the intent is no longer the bot's (the chat may answer from a copy
 * of the intents taken before the owner deleted one): a missing intent must not undo a visitor's turn.
 */
export async function proposeQuestion(db: DbOrTx, proposal: NewProposal): Promise<void> {
  const count = proposal.count ?? 1;
  const at = proposal.at.toISOString();
  await db.execute(sql`
    insert into question_proposals (id, bot_id, intent_id, text, folded, source, count, created_at, last_seen_at)
    select gen_random_uuid()::text, ${proposal.botId}, ${proposal.intentId}, ${proposal.text},
      ${foldText(proposal.text)}, ${proposal.source}, ${count}, ${at}::timestamptz, ${at}::timestamptz
    where exists (select 1 from intents where id = ${proposal.intentId} and bot_id = ${proposal.botId})
    on conflict (bot_id, intent_id, folded) do update
      set count = question_proposals.count + excluded.count,
        last_seen_at = greatest(question_proposals.last_seen_at, excluded.last_seen_at)`);
}

export interface PendingProposal {
  id: string;
  intentId: string;
  intentName: string;
  text: string;
  source: ProposalSource;
  count: number;
  createdAt: Date;
  lastSeenAt: Date;
}

const pendingColumns = {
  id: questionProposals.id,
  intentId: questionProposals.intentId,
  intentName: intents.name,
  text: questionProposals.text,
  source: questionProposals.source,
  count: questionProposals.count,
  createdAt: questionProposals.createdAt,
  lastSeenAt: questionProposals.lastSeenAt,
};

/** The bot's proposals waiting for the owner, most seen first, then most recent. */
export function findPendingProposals(db: DbOrTx, botId: string, limit = 100): Promise<PendingProposal[]> {
  return db
    .select(pendingColumns)
    .from(questionProposals)
    .innerJoin(intents, eq(intents.id, questionProposals.intentId))
    .where(and(eq(questionProposals.botId, botId), eq(questionProposals.status, 'pending')))
    .orderBy(desc(questionProposals.count), desc(questionProposals.lastSeenAt), questionProposals.id)
    .limit(limit);
}

/** One of the bot's proposals, whatever its status; undefined for another bot's or an unknown id. */
export async function findProposal(db: DbOrTx, botId: string, id: string) {
  const [row] = await db
    .select()
    .from(questionProposals)
    .where(and(eq(questionProposals.id, id), eq(questionProposals.botId, botId)));
  return row;
}

/**
 * Records the owner's decision on a pending proposal; false when it is not pending any more (decided
 * meanwhile, through another tab or instance), so a decision is taken once.
 */
export async function decideProposal(
  db: DbOrTx,
  botId: string,
  id: string,
  status: Exclude<ProposalStatus, 'pending'>,
): Promise<boolean> {
  const rows = await db
    .update(questionProposals)
    .set({ status })
    .where(
      and(
        eq(questionProposals.id, id),
        eq(questionProposals.botId, botId),
        eq(questionProposals.status, 'pending'),
      ),
    )
    .returning({ id: questionProposals.id });
  return rows.length > 0;
}
