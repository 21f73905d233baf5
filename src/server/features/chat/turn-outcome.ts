import type { ChatResponse } from '../../../shared/schemas/chat';
import { isSystemIntent, type SystemIntent } from '../../../shared/intents';
import type { ChatTurnOutcome } from '../../lib/metrics/metrics';

/**
 * How GET /metrics counts each label the product gives a reply. A record over every built-in label, so a new
 * one does not compile until it says how it counts; the owner's own intents are `answered`.
 */
const OUTCOME_OF: Record<SystemIntent, ChatTurnOutcome> = {
  fallback: 'fallback',
  clarify: 'clarified',
  passage: 'passage',
  'hours.schedule': 'answered',
  'catalog.products': 'answered',
  'order.status': 'answered',
  'order.request': 'order',
  'order.checkout': 'order',
  'booking.request': 'booking',
  'booking.confirmed': 'booking',
  'booking.reminder': 'booking',
  'handoff.request': 'handoff',
  'handoff.owner': 'owner_attending',
  'whatsapp.unsupported': 'unsupported',
};

/** The outcome of an answered turn, from the intent its reply carries (`field.{name}`, `smalltalk.{kind}`…). */
export function turnOutcomeOf(reply: Pick<ChatResponse, 'intent'>): ChatTurnOutcome {
  const intent = reply.intent;
  if (!intent) return 'fallback';
  if (isSystemIntent(intent)) return OUTCOME_OF[intent];
  if (intent.startsWith('field.')) return 'field';
  if (intent.startsWith('smalltalk.')) return 'smalltalk';
  return 'answered';
}
