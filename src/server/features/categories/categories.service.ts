import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import * as repo from './categories.repo';

export function listCategories(ctx: AppContext) {
  return repo.listCategories(ctx.database.db);
}

export async function getCategory(ctx: AppContext, key: string) {
  const row = await repo.findCategoryByKey(ctx.database.db, key);
  if (!row) throw new AppError('not_found', 404, msg.api.notFound);
  return row;
}
