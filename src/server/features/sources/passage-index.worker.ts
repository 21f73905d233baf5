import { LRUCache } from 'lru-cache';
import { serveTasks } from '../../lib/isolated/serve';
import { loadSpanishDictionary } from '../../lib/nlu/spelling';
import { findPassage, indexPassages, rankPassages, type PassageIndex, type PassageRow } from './passages';
import type { IndexTask, PassageHit } from './passage-search';

/**
 * The passage indexes' worker thread (decision 036): one engine index per source, built here from the
 * passages the main thread sends once, and asked here for every message, so that neither building an index
 * of thousands of passages nor holding it ever weighs on the event loop that answers visitors. Indexes are
 * kept by how many passages they hold; one evicted is reported missing and sent again.
 */

/** Passages held across the kept indexes: a few bots' whole knowledge at MAX_BOT_PASSAGES. */
const KEPT_PASSAGES = 60_000;

const indexes = new LRUCache<string, PassageIndex>({
  maxSize: KEPT_PASSAGES,
  sizeCalculation: (index) => Math.max(1, index.byId.size),
});

loadSpanishDictionary();

function held(sourceIds: string[]): { ready: Array<[string, PassageIndex]>; missing: string[] } {
  const ready: Array<[string, PassageIndex]> = [];
  const missing: string[] = [];
  for (const id of sourceIds) {
    const index = indexes.get(id);
    if (index) ready.push([id, index]);
    else missing.push(id);
  }
  return { ready, missing };
}

serveTasks<IndexTask>((task) => {
  switch (task.kind) {
    case 'build': {
      indexes.set(task.sourceId, indexPassages(task.passages as PassageRow[]));
      return true;
    }
    case 'find': {
      const { ready, missing } = held(task.sourceIds);
      let best: PassageHit | null = null;
      for (const [, index] of ready) {
        const found = findPassage(index, task.message);
        if (found && (!best || found.score > best.score))
          best = { passageId: found.passage.id, score: found.score, excerpt: found.excerpt };
      }
      return { hit: best, missing };
    }
    case 'rank': {
      const { ready, missing } = held(task.sourceIds);
      const ranked = ready
        .flatMap(([, index]) => rankPassages(index, task.message, task.count))
        .sort((a, b) => b.score - a.score);
      return { ids: ranked.slice(0, task.count).map((r) => r.passage.id), missing };
    }
  }
});
