import { describe, expect, it } from 'vitest';
import { turnOutcomeOf } from './turn-outcome';

describe('turnOutcomeOf', () => {
  it.each([
    ['Horarios.de.atención', 'answered'],
    ['hours.schedule', 'answered'],
    ['catalog.products', 'answered'],
    ['order.status', 'answered'],
    ['passage', 'passage'],
    ['clarify', 'clarified'],
    ['fallback', 'fallback'],
    ['field.correo', 'field'],
    ['smalltalk.greeting', 'smalltalk'],
    ['booking.request', 'booking'],
    ['booking.confirmed', 'booking'],
    ['order.request', 'order'],
    ['order.checkout', 'order'],
    ['handoff.request', 'handoff'],
    ['handoff.owner', 'owner_attending'],
  ])('counts a reply with intent %s as %s', (intent, outcome) => {
    expect(turnOutcomeOf({ intent })).toBe(outcome);
  });

  it('counts a reply without an intent as a fallback', () => {
    expect(turnOutcomeOf({ intent: null })).toBe('fallback');
  });
});
