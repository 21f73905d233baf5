import { isSystemIntent, isUnansweredIntent } from '../../../shared/intents';
import { insightsText } from '../../../shared/messages/insights.es';
import { msg } from '../../../shared/messages.es';
import type { Stats } from '../../../shared/schemas/inbox';

export type CsvSeparator = ';' | ',';
export type StatsDays = 7 | 30 | 90;
export const STATS_PERIODS: readonly StatsDays[] = [7, 30, 90];

export interface LeadsRange {
  from?: string;
  to?: string;
}

/** The CSV's file name: the bot's alias and, when filtered, the dates ("contactos-ferreteria-2025-03-01_2025-03-31.csv"). */
export function leadsCsvFileName(alias: string, range: LeadsRange = {}): string {
  const safeAlias = alias.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'bot';
  const dates = range.from || range.to ? `-${range.from ?? 'inicio'}_${range.to ?? 'hoy'}` : '';
  return `contactos-${safeAlias}${dates}.csv`;
}

/** A date range is usable when both ends are empty or in order (YYYY-MM-DD compares as text). */
export function isRangeValid(range: LeadsRange): boolean {
  return !range.from || !range.to || range.from <= range.to;
}

/** answeredShare (0..1) as a whole percentage for people: "83 %"; out-of-range values are clamped. */
export function formatShare(share: number): string {
  const value = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
  return `${Math.round(value * 100)} %`;
}

const DAY_LABEL = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "2025-03-05" (a UTC day from the server) → "5 mar", the same on every time zone. */
export function dayLabel(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : DAY_LABEL.format(parsed).replace('.', '');
}

export type StatsRow = Stats['days'][number] & { label: string };

/** The server's days, oldest first, each with its short label: the rows of the charts and of the table. */
export function statsRows(days: Stats['days']): StatsRow[] {
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => ({ ...day, label: dayLabel(day.date) }));
}

/** The first words of an unanswered question, as the suggested name of a new intent (≤ 60 characters). */
export function intentNameFrom(question: string): string {
  const clean = question
    .replace(/[¿?¡!]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const capitalised = clean.charAt(0).toUpperCase() + clean.slice(1);
  if (capitalised.length <= 60) return capitalised;
  const cut = capitalised.slice(0, 60);
  return cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : 60).trim();
}

export interface IntentBadge {
  label: string;
  color: 'grape' | 'orange' | 'teal' | 'gray' | 'yellow' | 'blue';
}

/**
 * What matched a visitor's message, for people: an intent's name, "Sin respuesta" for the fallback, the
 * field's label for a collected value, "Charla" for small talk, "Pidió una persona" when the visitor asked
 * for the owner (the server's internal names stay hidden).
 */
export function intentBadgeOf(
  intent: string | null,
  collected: Record<string, { label: string }>,
  labels: {
    fallback: string;
    field: (label: string) => string;
    smallTalk: string;
    handoff: string;
    passage: string;
  },
  names: Record<string, string> = {},
): IntentBadge | null {
  if (!intent) return null;
  if (isUnansweredIntent(intent)) return { label: labels.fallback, color: 'orange' };
  if (intent === 'handoff.request') return { label: labels.handoff, color: 'yellow' };
  if (intent === 'passage') return { label: labels.passage, color: 'blue' };
  // Messages kept while the owner attended by hand: the owner's own lines say it already.
  if (intent === 'handoff.owner') return null;
  if (intent.startsWith('field.')) {
    const name = intent.slice('field.'.length);
    return { label: labels.field(collected[name]?.label ?? name), color: 'teal' };
  }
  if (intent.startsWith('smalltalk.')) return { label: labels.smallTalk, color: 'gray' };
  if (isSystemIntent(intent)) return { label: insightsText.systemIntents[intent], color: 'gray' };
  return { label: intentLabel(intent, names), color: 'grape' };
}

/**
 * Messages and stats name an intent by its key ("Venden.tornillos"); the owner named it "Venden tornillos".
 * The product's own labels ("handoff.owner", "smalltalk.greeting", "field.correo") are named in words from
 * the catalog, and a key whose intent was deleted since reads as its name: a code never shows.
 */
export function intentLabel(intent: string, names: Record<string, string>): string {
  const named = names[intent];
  if (named) return named;
  if (isSystemIntent(intent)) return insightsText.systemIntents[intent];
  if (intent.startsWith('smalltalk.')) return insightsText.transcript.smallTalk;
  if (intent.startsWith('field.')) return insightsText.transcript.field(intent.slice('field.'.length));
  return intent.replace(/\./g, ' ');
}

const SHORT_DATE_TIME = new Intl.DateTimeFormat('es', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const TIME = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "23/11/2026, 05:47": a compact date and time for table cells, in the viewer's time zone. */
export function formatShortDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : SHORT_DATE_TIME.format(date);
}

/** A transcript line's time: only "05:47" when it is the same day as the line before, else date and time. */
export function messageStamp(value: string, previous: string | undefined): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const before = previous ? new Date(previous) : undefined;
  return before && before.toDateString() === date.toDateString()
    ? TIME.format(date)
    : SHORT_DATE_TIME.format(date);
}

/**
 * A booking's time as the business reads it, "jue 4/12 15:00": the wall clock written in its ISO text
 * (which carries the business's offset), whatever the owner's own time zone.
 */
export function bookingWhen(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(iso);
  if (!match) return '';
  const [, year, month, day, clock] = match;
  const weekday = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay();
  return msg.booking.slotLabel(weekday, Number(day), Number(month), clock!);
}

/** "14:35": the time of day alone, in the viewer's time zone ('' for a malformed date). */
export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : TIME.format(date);
}

let regionNames: Intl.DisplayNames | null | undefined;

/** "AR" → "Argentina"; null for a missing, malformed or unknown code (or a browser without DisplayNames). */
export function countryName(code: string | null | undefined): string | null {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  const upper = code.toUpperCase();
  // "ZZ" is the standard's "unknown region": nothing worth showing.
  if (upper === 'ZZ') return null;
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['es'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    const name = regionNames?.of(upper);
    // Codes the browser does not know come back unchanged.
    return name && name !== upper ? name : null;
  } catch {
    return null;
  }
}

/** "Visitante · Argentina": the visitor's name and, when known, the country of their browser language. */
export function visitorLabel(visitor: string, country: string | null | undefined): string {
  const name = countryName(country);
  return name ? `${visitor} · ${name}` : visitor;
}

/** "https://tienda.example:8080/x" → "tienda.example:8080": the site a widget conversation came from. */
export function originHost(origin: string | null | undefined): string | null {
  const value = origin?.trim();
  if (!value) return null;
  try {
    return new URL(value).host || null;
  } catch {
    // Not a URL: at least drop a scheme and a path.
    return value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/[/?#].*$/, '') || null;
  }
}

/** Until when the bot stays quiet, when that is still ahead of `now` (the server's value may be seconds old). */
export function activePause(botPausedUntil: string | null | undefined, now = Date.now()): string | null {
  if (!botPausedUntil) return null;
  const until = new Date(botPausedUntil).getTime();
  return Number.isFinite(until) && until > now ? botPausedUntil : null;
}
