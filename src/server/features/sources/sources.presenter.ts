import type { DraftIntent, Source } from '../../../shared/schemas/sources';
import type { StoredDraftIntent } from '../../db/schema';
import { conceptOfIntent } from '../../lib/nlu/concepts';
import type { ListedSource } from './sources.repo';

export function presentSource(row: ListedSource): Source {
  return {
    _id: row.id,
    kind: row.kind,
    format: row.format,
    title: row.title,
    url: row.url,
    status: row.status,
    error: row.error,
    progress: row.progress,
    passages: row.passageCount,
    drafts: row.drafts.length,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A draft as PUT /api/bot/{id}/intents takes an intent (no images yet). */
/** A draft as the intent manager takes it, naming the concept of the bank its questions are about. */
export function presentDraft(draft: StoredDraftIntent): DraftIntent {
  return { ...draft, answers: [], intentionFiles: [], concept: conceptOfIntent(draft) };
}
