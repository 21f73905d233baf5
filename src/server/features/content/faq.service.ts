import { PLATFORM_BOT_ID } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import type { FaqValues } from '../../../shared/schemas/content';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bumpTrainingVersion } from '../bots/bots.repo';
import * as repo from './faq.repo';
import type { FaqRow } from './faq.repo';

const notFound = () => new AppError('not_found', 404, msg.content.faqNotFound);

/** The platform bot answers from the FAQ: any change retrains it. */
const retrainPlatformBot = (tx: DbOrTx) => bumpTrainingVersion(tx, PLATFORM_BOT_ID);

export function listFaq(
  ctx: AppContext,
  options: { term?: string; onlyPublished: boolean },
): Promise<FaqRow[]> {
  return repo.listFaq(ctx.database.db, options);
}

export async function createFaq(ctx: AppContext, values: FaqValues): Promise<FaqRow> {
  return ctx.database.db.transaction(async (tx) => {
    const row = await repo.insertFaq(tx, values);
    await retrainPlatformBot(tx);
    return row;
  });
}

export async function updateFaq(ctx: AppContext, id: string, values: FaqValues): Promise<FaqRow> {
  return ctx.database.db.transaction(async (tx) => {
    const row = await repo.updateFaqEntry(tx, id, values);
    if (!row) throw notFound();
    await retrainPlatformBot(tx);
    return row;
  });
}

export async function deleteFaq(ctx: AppContext, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.deleteFaqEntry(tx, id))) throw notFound();
    await retrainPlatformBot(tx);
  });
}

/** The whole order at once: the ids must be exactly the stored entries, so a stale screen cannot lose one. */
export async function reorderFaq(ctx: AppContext, ids: string[]): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const known = new Set(await repo.lockFaqIds(tx));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw new AppError('conflict', 409, msg.content.faqOrderMismatch);
    }
    for (const [position, id] of ids.entries()) {
      await repo.setFaqPosition(tx, id, position);
    }
    await retrainPlatformBot(tx);
  });
}
