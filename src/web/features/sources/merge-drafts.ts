import { deriveIntention } from '../../../shared/intents';
import type { DraftIntent } from '../../../shared/schemas/sources';
import { TrainingLimits, type IntentInput } from '../../../shared/schemas/training';

/** The key the server uses to tell two intents apart (IntentsBodySchema's duplicate rule). */
export function intentKey(name: string): string {
  return deriveIntention(name).toLowerCase();
}

/**
 * The bot's intents with the accepted drafts merged in by name: a draft named like an existing intent adds
 * its new questions to it (up to the per-intent limit) and keeps the owner's answer, or gives its own when
 * the owner's is empty; any other draft becomes a new intent at the end.
 */
export function mergeDraftIntents(
  current: readonly IntentInput[],
  drafts: readonly DraftIntent[],
): IntentInput[] {
  const merged = current.map((intent) => ({ ...intent, questions: [...(intent.questions ?? [])] }));
  for (const draft of drafts) {
    const existing = merged.find((intent) => intentKey(intent.name) === intentKey(draft.name));
    if (!existing) {
      merged.push({ ...draft, name: draft.name.trim(), questions: [...draft.questions] });
      continue;
    }
    const seen = new Set(existing.questions.map((question) => question.trim().toLowerCase()));
    for (const question of draft.questions) {
      const key = question.trim().toLowerCase();
      if (!key || seen.has(key) || existing.questions.length >= TrainingLimits.questionsMax) continue;
      seen.add(key);
      existing.questions.push(question);
    }
    if (!existing.description?.trim()) existing.description = draft.description;
  }
  return merged;
}
