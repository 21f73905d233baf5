import { DateTime } from 'luxon';
import type { BookingDraft, CollectedValue } from '../../../shared/conversation-state';
import { countryCode } from '../../../shared/countries';
import { msg } from '../../../shared/messages.es';
import type { StoredDataField } from '../../../shared/schemas/training';
import { rankConcepts } from '../../lib/nlu/concepts';
import { phrasesOf } from '../../lib/nlu/lexicon';
import { fold } from '../../lib/nlu/normalize';
import type { FreeTime } from '../hours/free-times';
import { offerTimes } from '../hours/offer-times';
import { whenAsked, type AskedWhen } from '../hours/when-asked';
import { contactIn, detailFills, knownDetails, nameIn, PHONE_LIKE } from './visitor-details';

/**
 * Booking in the conversation (issue 39, item 3, decision 051), as a pure step of the turn: "quiero sacar un
 * turno", "¿tienen lugar mañana a la tarde?" start it; the bot asks the service when there are several,
 * offers up to five free times near what was asked as chips, asks the name and a contact (reusing the data
 * fields the conversation already has), sums up and books on "sí". The draft lives in the conversation's
 * stored state, so any instance answers the next message; the booking itself is written by chat.service,
 * under the agenda's lock, in the transaction that stores the turn.
 */

const m = msg.booking.chat;

/** How many free times a reply offers. */
export const OFFERED_TIMES = 5;

export interface TurnService {
  id: string;
  name: string;
}

/** What the turn knows of the bot's bookings. */
export interface TurnBooking {
  timeZone: string;
  horizonDays: number;
  services: TurnService[];
  /**
   * The free times of a service from now to the horizon, or null when they are not loaded: chat.service
   * loads them (the agenda's bookings are read only when a turn needs them) and takes the turn again.
   */
  freeTimes: (serviceId: string) => readonly FreeTime[] | null;
}

/** The booking a turn asks chat.service to hold, once the visitor said yes. */
export interface BookRequest {
  serviceId: string;
  serviceName: string;
  /** ISO 8601 with the business's offset. */
  start: string;
  name: string;
  phone: string | null;
  email: string | null;
}

/** A free time the reply offers: the chip's text and the instant it names. */
export interface OfferedTime {
  text: string;
  start: string;
}

export interface BookingStepInput {
  booking: TurnBooking;
  draft: BookingDraft | null;
  message: string;
  now: Date;
  country: string | null;
  fields: StoredDataField[];
  collected: Record<string, CollectedValue>;
  /** Whether the message is a question the bot answers otherwise (an intent, a passage…). */
  isQuestion: () => boolean;
}

export type BookingStep =
  | { kind: 'pass' }
  | {
      kind: 'reply';
      /** The draft to keep (null: the booking is over, made or let go). */
      draft: BookingDraft | null;
      parts: string[];
      options: string[];
      times: OfferedTime[];
      /** Data fields the visitor's answers fill (the name, the phone, the e-mail). */
      fill: Array<{ field: StoredDataField; value: string }>;
      book: BookRequest | null;
      /** Free times were needed and not loaded: the reply is a draft, taken again with them. */
      needsTimes: string | null;
    };

const ASK = new RegExp(`\\b${phrasesOf('booking-ask')}\\b`);
const NEAR = new RegExp(`\\b${phrasesOf('booking-near')}\\b`);
const CHANGE = new RegExp(`\\b${phrasesOf('booking-change')}\\b`);
const YES = new RegExp(`^${phrasesOf('yes')}\\b|^${phrasesOf('ack')}\\b`);
const DROP = new RegExp(`^(${phrasesOf('decline')}|cancelar|cancela|dejalo|deja|olvidalo|ya no)\\b`);
/** "otro", "más tarde", "ninguno": the times after the ones offered. */
const OTHER_TIMES =
  /^(otro|otros|otra|otras|ninguno|ninguna|mas tarde|despues|siguientes?|mas opciones|mas horarios|otro horario)\b/;

/** The booking-related concepts the bank may read a request as (neighbours it cannot tell apart). */
const BOOKING_CONCEPTS = new Set(['booking', 'cancel-booking']);

/**
 * Whether a message asks for a turno: a word of booking ("turno", "cita", "reservar", "pedir hora"), or a
 * word of a free place beside a day or an hour ("¿tienen lugar mañana?"), and the concept bank reading it
 * as a booking (so "¿cuánto sale el turno?" stays a question of prices). Changing one is not making one.
 */
export function asksForBooking(message: string, asked: AskedWhen | null, country: string | null): boolean {
  const folded = fold(message);
  if (CHANGE.test(folded)) return false;
  const strong = ASK.test(folded);
  if (!strong && !(asked && NEAR.test(folded))) return false;
  const top = rankConcepts(message, countryCode(country)).slice(0, 2);
  return top.some((concept) => BOOKING_CONCEPTS.has(concept.id)) || (strong && asked !== null);
}

/** "quiero cancelar mi turno": a change of a booking, which its private link does. */
export function asksToChangeBooking(message: string): boolean {
  const folded = fold(message);
  return CHANGE.test(folded) && ASK.test(folded);
}

/** A chip naming a free time: "jue 4/12 15:00". */
export function timeChip(time: Pick<FreeTime, 'start'>, timeZone: string): string {
  const local = DateTime.fromJSDate(time.start, { zone: timeZone });
  return msg.booking.slotLabel(local.weekday % 7, local.day, local.month, local.toFormat('HH:mm'));
}

/** "jueves 4 de diciembre, 15:00" on the business's clock. */
export function whenWords(startIso: string, timeZone: string): string {
  return DateTime.fromISO(startIso, { zone: timeZone }).setLocale('es').toFormat("cccc d 'de' LLLL, HH:mm");
}

function newDraft(asked: AskedWhen | null): BookingDraft {
  return {
    step: 'service',
    serviceId: null,
    asked,
    offered: [],
    start: null,
    name: null,
    phone: null,
    email: null,
    misses: 0,
  };
}

/** The service a message names: by its name (or all its words), or by its number in the list. */
function serviceNamed(services: TurnService[], message: string): TurnService | undefined {
  const folded = fold(message);
  const index = Number(folded) - 1;
  if (Number.isInteger(index) && services[index]) return services[index];
  const exact = services.find((service) => fold(service.name) === folded);
  if (exact) return exact;
  const words = ` ${folded} `;
  const named = services.filter((service) => {
    const own = fold(service.name)
      .split(' ')
      .filter((word) => word.length > 2 && !['con', 'para', 'del', 'los', 'las'].includes(word));
    return own.length > 0 && own.every((word) => words.includes(` ${word} `) || words.includes(` ${word}s `));
  });
  return named.length === 1 ? named[0] : undefined;
}

/** A later "a las 5" keeps the day said before; a new day drops the hour said for another one. */
function mergeAsked(before: AskedWhen | null, now: AskedWhen): AskedWhen {
  if (!before || now.date) return now;
  return {
    date: before.date,
    time: now.time,
    eitherHalf: now.eitherHalf,
    part: now.part ?? (now.time ? null : before.part),
  };
}

/** What the conversation already knows: the name, the phone and the e-mail, from the draft or the fields. */
const known = (input: BookingStepInput, draft: BookingDraft) => knownDetails(input, draft);
const fills = (input: BookingStepInput, draft: BookingDraft) => detailFills(input, draft);

interface Reply {
  draft: BookingDraft | null;
  parts: string[];
  options: string[];
  times: OfferedTime[];
  fill: Array<{ field: StoredDataField; value: string }>;
  book: BookRequest | null;
  needsTimes: string | null;
}

function reply(draft: BookingDraft | null, parts: string[], options: string[] = []): Reply {
  return { draft, parts, options, times: [], fill: [], book: null, needsTimes: null };
}

/** The free times the reply offers, as chips, and the draft waiting for one of them. */
function offer(
  input: BookingStepInput,
  draft: BookingDraft,
  service: TurnService,
  intro: string,
  times: readonly FreeTime[],
  prefix: string[] = [],
): Reply {
  const offered = times.map((time) => ({
    text: timeChip(time, input.booking.timeZone),
    start: time.startIso,
  }));
  const next = { ...draft, step: 'time' as const, serviceId: service.id, offered, start: null };
  const out = reply(
    next,
    [...prefix, `${intro}\n\n${m.timesHint}`],
    offered.map((o) => o.text),
  );
  out.times = offered;
  return out;
}

/** The step after the time: the name, a contact, or the summary to confirm. */
function askNext(input: BookingStepInput, draft: BookingDraft, prefix: string[] = []): Reply {
  const service = input.booking.services.find((s) => s.id === draft.serviceId)!;
  const has = known(input, draft);
  const next = { ...draft, name: has.name, phone: has.phone, email: has.email, misses: 0 };
  if (!has.name) return reply({ ...next, step: 'name' }, [...prefix, m.askName]);
  if (!has.phone && !has.email) return reply({ ...next, step: 'contact' }, [...prefix, m.askContact]);
  const when = whenWords(draft.start!, input.booking.timeZone);
  return reply(
    { ...next, step: 'confirm' },
    [...prefix, m.summary(service.name, when, has.name, has.phone ?? has.email!)],
    [m.confirmYes, m.confirmOther, m.confirmNo],
  );
}

/** Offers free times near what was asked; a time asked that is free is taken at once. */
function offerNear(
  input: BookingStepInput,
  draft: BookingDraft,
  service: TurnService,
  prefix: string[] = [],
): Reply {
  const free = input.booking.freeTimes(service.id);
  if (!free) return { ...reply(draft, []), needsTimes: service.id };
  if (!free.length) {
    return reply(null, [...prefix, m.noTimes(service.name, input.booking.horizonDays), m.dropped]);
  }
  const found = offerTimes(free, draft.asked, OFFERED_TIMES);
  if (found.exact) {
    const chosen = { ...draft, serviceId: service.id, start: found.exact.startIso, offered: [] };
    const when = whenWords(found.exact.startIso, input.booking.timeZone);
    return askNext(input, chosen, [...prefix, m.chosen(service.name, when)]);
  }
  const asked = draft.asked;
  const intro = !asked
    ? m.timesSoonest(service.name)
    : asked.time
      ? m.timesNotThen(service.name)
      : m.timesNear(service.name);
  return offer(input, draft, service, intro, found.times, prefix);
}

/** The time a message picks: one of the chips offered (its text, or the text inside a longer message). */
function offeredPicked(draft: BookingDraft, message: string): OfferedTime | undefined {
  const folded = fold(message);
  return (
    draft.offered.find((o) => fold(o.text) === folded) ??
    draft.offered.find((o) => folded.includes(fold(o.text)))
  );
}

/** The question of the step the draft waits on, with its chips (said again after an answer to something else). */
export function stepPrompt(draft: BookingDraft, booking: TurnBooking): { text: string; options: string[] } {
  switch (draft.step) {
    case 'service':
      return { text: m.askService, options: booking.services.map((s) => s.name) };
    case 'time':
      return { text: m.stillBooking, options: draft.offered.map((o) => o.text) };
    case 'name':
      return { text: m.askName, options: [] };
    case 'contact':
      return { text: m.askContact, options: [] };
    case 'confirm':
      return { text: m.confirmAgain, options: [m.confirmYes, m.confirmOther, m.confirmNo] };
  }
}

function missed(draft: BookingDraft, text: string, options: string[]): Reply {
  if (draft.misses + 1 >= 2) return reply(null, [m.dropped]);
  return reply({ ...draft, misses: draft.misses + 1 }, [text], options);
}

/**
 * One message of a booking: starts one when the message asks for a turno, or takes the step the draft
 * waits on. `pass` leaves the message to the rest of the turn (a question mid-booking is answered, and the
 * draft waits).
 */
export function bookingStep(input: BookingStepInput): BookingStep {
  const { booking, message, now } = input;
  const services = booking.services;
  if (!services.length) return { kind: 'pass' };
  const folded = fold(message);
  const asked = whenAsked(message, now, booking.timeZone);
  const draft = input.draft;

  if (!draft) {
    if (asksToChangeBooking(message)) return { kind: 'reply', ...reply(null, [m.change]) };
    if (!asksForBooking(message, asked, input.country)) return { kind: 'pass' };
    const started = newDraft(asked);
    const service = services.length === 1 ? services[0] : serviceNamed(services, message);
    if (!service) {
      return {
        kind: 'reply',
        ...reply(
          started,
          [m.askService],
          services.map((s) => s.name),
        ),
      };
    }
    return { kind: 'reply', ...offerNear(input, { ...started, serviceId: service.id }, service) };
  }

  const service = services.find((s) => s.id === draft.serviceId);
  // The service was removed meanwhile: the booking starts again from the service.
  if (draft.step !== 'service' && !service) {
    return {
      kind: 'reply',
      ...reply(
        { ...newDraft(draft.asked) },
        [m.askService],
        services.map((s) => s.name),
      ),
    };
  }

  switch (draft.step) {
    case 'service': {
      const named = serviceNamed(services, message);
      if (named) {
        const next = {
          ...draft,
          serviceId: named.id,
          asked: asked ? mergeAsked(draft.asked, asked) : draft.asked,
        };
        return { kind: 'reply', ...offerNear(input, next, named) };
      }
      if (DROP.test(folded)) return { kind: 'reply', ...reply(null, [m.dropped]) };
      if (input.isQuestion()) return { kind: 'pass' };
      const names = services.map((s) => s.name);
      // "el jueves a la tarde" before the service: kept for the times, and the service asked again.
      if (asked) {
        return {
          kind: 'reply',
          ...reply({ ...draft, asked: mergeAsked(draft.asked, asked) }, [m.askService], names),
        };
      }
      return { kind: 'reply', ...missed(draft, m.unknownService, names) };
    }
    case 'time': {
      const picked = offeredPicked(draft, message);
      if (picked) return { kind: 'reply', ...chooseTime(input, draft, service!, picked.start) };
      if (asked) {
        const next = { ...draft, asked: mergeAsked(draft.asked, asked) };
        return { kind: 'reply', ...offerNear(input, next, service!) };
      }
      if (OTHER_TIMES.test(folded)) {
        const free = booking.freeTimes(service!.id);
        if (!free) return { kind: 'reply', ...reply(draft, []), needsTimes: service!.id };
        const last = draft.offered.at(-1)?.start;
        const after = free.filter((time) => !last || time.start.getTime() > Date.parse(last));
        if (!after.length)
          return {
            kind: 'reply',
            ...reply(null, [m.noTimes(service!.name, booking.horizonDays), m.dropped]),
          };
        return {
          kind: 'reply',
          ...offer(input, draft, service!, m.timesLater, after.slice(0, OFFERED_TIMES)),
        };
      }
      if (DROP.test(folded)) return { kind: 'reply', ...reply(null, [m.dropped]) };
      if (input.isQuestion()) return { kind: 'pass' };
      return {
        kind: 'reply',
        ...missed(
          draft,
          m.timeNotRead,
          draft.offered.map((o) => o.text),
        ),
      };
    }
    case 'name': {
      if (DROP.test(folded) && folded.split(' ').length <= 3)
        return { kind: 'reply', ...reply(null, [m.dropped]) };
      if (input.isQuestion()) return { kind: 'pass' };
      const contact = contactIn(message, input.country);
      const name = nameIn(contact.rest);
      if (!name) return { kind: 'reply', ...missed(draft, m.nameNotRead, []) };
      const next = {
        ...draft,
        name,
        phone: draft.phone ?? contact.phone,
        email: draft.email ?? contact.email,
      };
      const out = askNext(input, next);
      out.fill = fills(input, next);
      return { kind: 'reply', ...out };
    }
    case 'contact': {
      const contact = contactIn(message, input.country);
      if (contact.phone || contact.email) {
        const next = { ...draft, phone: contact.phone, email: contact.email };
        const out = askNext(input, next);
        out.fill = fills(input, next);
        return { kind: 'reply', ...out };
      }
      if (input.isQuestion()) return { kind: 'pass' };
      if (PHONE_LIKE.test(message)) return { kind: 'reply', ...missed(draft, m.phoneNotRead, []) };
      return { kind: 'reply', ...missed(draft, m.contactNeeded, []) };
    }
    case 'confirm': {
      if (fold(m.confirmOther) === folded || OTHER_TIMES.test(folded)) {
        return { kind: 'reply', ...offerNear(input, { ...draft, start: null }, service!) };
      }
      if (fold(m.confirmNo) === folded || DROP.test(folded)) {
        return { kind: 'reply', ...reply(null, [m.dropped]) };
      }
      // "sí, pero a las 11": another day or hour than the one summed up is a new choice, not a yes.
      if (asked && !sameTime(asked, draft.start!)) {
        const next = { ...draft, start: null, asked: mergeAsked(draft.asked, asked) };
        return { kind: 'reply', ...offerNear(input, next, service!) };
      }
      if (fold(m.confirmYes) === folded || YES.test(folded)) {
        return { kind: 'reply', ...confirm(input, draft, service!) };
      }
      if (input.isQuestion()) return { kind: 'pass' };
      return {
        kind: 'reply',
        ...missed(draft, m.confirmAgain, [m.confirmYes, m.confirmOther, m.confirmNo]),
      };
    }
  }
}

/** Whether what a message says of the day and hour fits the time chosen ("sí, el jueves a las 10 está bien"). */
function sameTime(asked: AskedWhen, start: string): boolean {
  const date = start.slice(0, 10);
  const clock = start.slice(11, 16);
  const hour = Number(clock.slice(0, 2));
  const askedHour = asked.time ? Number(asked.time.slice(0, 2)) : null;
  const timeFits =
    !asked.time ||
    asked.time === clock ||
    (asked.eitherHalf &&
      askedHour !== null &&
      (askedHour + 12) % 24 === hour &&
      asked.time.slice(3) === clock.slice(3));
  return (!asked.date || asked.date === date) && timeFits;
}

/** A chip picked: still free, it is chosen; taken meanwhile, the nearest free times are offered. */
function chooseTime(
  input: BookingStepInput,
  draft: BookingDraft,
  service: TurnService,
  start: string,
): Reply {
  const free = input.booking.freeTimes(service.id);
  if (!free) return { ...reply(draft, []), needsTimes: service.id };
  const at = Date.parse(start);
  if (!free.some((time) => time.start.getTime() === at))
    return takenMeanwhile(input, draft, service, free, start);
  const when = whenWords(start, input.booking.timeZone);
  return askNext(input, { ...draft, start, offered: [] }, [m.chosen(service.name, when)]);
}

function takenMeanwhile(
  input: BookingStepInput,
  draft: BookingDraft,
  service: TurnService,
  free: readonly FreeTime[],
  start: string,
): Reply {
  if (!free.length) return reply(null, [m.noTimes(service.name, input.booking.horizonDays), m.dropped]);
  const local = DateTime.fromISO(start, { zone: input.booking.timeZone });
  const near = offerTimes(
    free,
    { date: local.toISODate(), time: local.toFormat('HH:mm'), eitherHalf: false, part: null },
    OFFERED_TIMES,
  );
  return offer(input, { ...draft, start: null }, service, m.timesTaken, near.times);
}

/** "Sí": the time is checked once more against the free times, and the booking is asked for. */
function confirm(input: BookingStepInput, draft: BookingDraft, service: TurnService): Reply {
  const free = input.booking.freeTimes(service.id);
  if (!free) return { ...reply(draft, []), needsTimes: service.id };
  const at = Date.parse(draft.start!);
  if (!free.some((time) => time.start.getTime() === at)) {
    return takenMeanwhile(input, draft, service, free, draft.start!);
  }
  const when = whenWords(draft.start!, input.booking.timeZone);
  const out = reply(null, [m.confirmed(service.name, when), ...(draft.email ? [m.confirmedEmail] : [])]);
  out.book = {
    serviceId: service.id,
    serviceName: service.name,
    start: draft.start!,
    name: draft.name!,
    phone: draft.phone,
    email: draft.email,
  };
  return out;
}
