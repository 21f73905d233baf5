import { Timing } from '../../shared/constants';

/** Until when the bot stays quiet in a conversation the owner attends by hand; null once it answers again. */
export function botPausedUntil(ownerActiveAt: Date | null, now = new Date()): Date | null {
  if (!ownerActiveAt) return null;
  const until = new Date(ownerActiveAt.getTime() + Timing.handoffSilenceMs);
  return until > now ? until : null;
}
