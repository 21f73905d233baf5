import { msg } from '../../../shared/messages.es';
import type { Proposal } from '../../../shared/schemas/inbox';
import { TrainingLimits } from '../../../shared/schemas/training';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { foldText } from '../../lib/nlu/normalize';
import type { UserRow } from '../../lib/user-row';
import {
  decideProposal,
  findPendingProposals,
  findProposal,
  type PendingProposal,
} from '../chat/question-proposals.repo';
import { intentListOf, questionKey, saveIntentList } from './unanswered.service';
import { markResolved } from './unanswered.repo';

/**
 * The questions the bot could learn from its customers (issue 37), as the owner decides on them: the chat
 * proposes (a chip picked after a message it did not answer), the owner approves (the words join the
 * intent's questions through the intent manager's whole-list save, which retrains the bot) or dismisses.
 */

function presentProposal(row: PendingProposal): Proposal {
  return {
    _id: row.id,
    text: row.text,
    intentId: row.intentId,
    intentName: row.intentName,
    source: row.source,
    count: row.count,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}

/** The bot's proposals waiting for the owner, most seen first. */
export async function listProposals(ctx: AppContext, botId: string): Promise<Proposal[]> {
  return (await findPendingProposals(ctx.database.db, botId)).map(presentProposal);
}

/** The bot's pending proposal with this id: 404 when unknown or another bot's, 409 when already decided. */
async function pendingProposal(ctx: AppContext, botId: string, proposalId: string) {
  const proposal = await findProposal(ctx.database.db, botId, proposalId);
  if (!proposal) throw new AppError('not_found', 404, msg.learning.proposalNotFound);
  if (proposal.status !== 'pending') {
    throw new AppError('proposal_decided', 409, msg.learning.proposalDecided);
  }
  return proposal;
}

const decidedMeanwhile = () => new AppError('proposal_decided', 409, msg.learning.proposalDecided);

/**
 * Teaches the intent the customer's words: they join its questions (unless it has them already) in the
 * same transaction that marks the proposal approved; the training version moves, so the next message
 * like it is answered. 409 when the intent has no room left for a question.
 */
export async function approveProposal(
  ctx: AppContext,
  actor: UserRow,
  botId: string,
  proposalId: string,
): Promise<Proposal[]> {
  const proposal = await pendingProposal(ctx, botId, proposalId);
  const list = await intentListOf(ctx.database.db, botId);
  const target = list.find((intent) => intent._id === proposal.intentId);
  // The intent was removed since (its proposals go with it): nothing left to approve.
  if (!target) throw new AppError('not_found', 404, msg.learning.proposalNotFound);
  const questions = (target.questions ?? []).filter((question) => question.trim());
  const folded = foldText(proposal.text);
  const approve = async (tx: DbOrTx) => {
    if (!(await decideProposal(tx, botId, proposal.id, 'approved'))) throw decidedMeanwhile();
    // The same words asked before leave «Sin respuesta»: the bot answers them now.
    await markResolved(tx, botId, questionKey(proposal.text));
  };
  if (questions.some((question) => foldText(question) === folded)) {
    // Already one of its questions (the owner added it by hand): nothing to retrain.
    await ctx.database.db.transaction(approve);
  } else {
    if (questions.length >= TrainingLimits.questionsMax) {
      throw new AppError(
        'questions_full',
        409,
        msg.learning.questionsFull(target.name, TrainingLimits.questionsMax),
      );
    }
    target.questions = [...questions, proposal.text];
    await saveIntentList(ctx, actor, botId, list, approve);
  }
  return listProposals(ctx, botId);
}

/** The owner does not want the bot to learn these words: the proposal leaves the list for good. */
export async function dismissProposal(ctx: AppContext, botId: string, proposalId: string) {
  const proposal = await pendingProposal(ctx, botId, proposalId);
  if (!(await decideProposal(ctx.database.db, botId, proposal.id, 'dismissed'))) throw decidedMeanwhile();
  return listProposals(ctx, botId);
}
