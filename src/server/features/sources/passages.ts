import { classify, DEFAULT_THRESHOLD, train, type Model } from '../../lib/nlu/engine';
import { analyze } from '../../lib/nlu/normalize';
import type { PassageRow } from '../bots/bots.repo';

/** A few sentences of a source under their heading. */
export interface PassageDraft {
  heading: string;
  text: string;
}

// A passage as the chat reads it, with its source's id and title (told to the owner, not the customer): loaded
// with its bot (bots.repo findPassagesOf, features/bots/bot-cache.ts), so the bots feature needs nothing from
// this one.
// The indexes below are built and asked in a worker thread (passage-search.ts), never on the event loop.
export type { PassageRow };

/** Sentences per passage: enough context to answer, few enough that the reply stays short. */
const PASSAGE_SENTENCES = 4;
export const PASSAGE_CHARS = 700;
/** A heading longer than this is a paragraph set in large type, not a title. */
const HEADING_CHARS = 200;
/** Sentences of a passage quoted in a reply at most. */
const REPLY_SENTENCES = 3;

/** A sentence ends at . ! ? or … followed by a space and what starts a sentence. */
const SENTENCE_END = /(?<=[.!?…])\s+(?=[¿¡"“«(]?[\p{Lu}\d])/u;

/** A paragraph's sentences; list items and short lines (a price list) are sentences of their own. */
export function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.replace(/^\s*[-*•]\s+/, '').split(SENTENCE_END))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[\p{L}\d]/u.test(sentence));
}

/**
 * Dot leaders: four or more dots, middle dots or underscores (a space between them allowed), or two or more
 * ellipsis characters, as tables of contents and price lists draw them between an entry and its number.
 * Every repetition is bounded, so that a hostile line of a million dots costs a bounded scan per character.
 */
const LEADER = String.raw`(?:(?:[.·_][ \t]?){4,200}|(?:…[ \t]?){2,200})`;
const HAS_LEADER = new RegExp(LEADER);
const LEADER_RUN = new RegExp(String.raw`[ \t]{0,8}${LEADER}[ \t]{0,8}`, 'g');
/** A table-of-contents entry: a short title, its leader and a page number (a bare number of 1 to 3 digits). */
const TOC_ENTRY = new RegExp(String.raw`[^\n.!?:;…·_]{0,120}?${LEADER}[ \t]{0,3}(\d{1,3})(?![\d.,])`, 'g');
/** Money marks: a list with them is a price list, whose small bare numbers are prices, not pages. */
const CURRENCY = /[$€£]|(?<!\p{L})(?:S\/|pesos?|soles?|bs|usd|mxn|ars|clp|cop|pen)(?!\p{L})/iu;
/** What a table of contents is called, at the start of a line (its heading, or ahead of its first entry). */
const TOC_TITLE = /^[ \t#*]*(?:[íi]ndice|contenidos?|tabla de contenidos?)(?!\p{L})/imu;
const TOC_TITLE_LINE = /^[ \t]*(?:[íi]ndice|contenidos?|tabla de contenidos?)[ \t]*:?[ \t]*$/iu;
/** Where a leader stood, until its sides are known (a private-use character no document holds). */
const JOIN = '\uE000';
const JOIN_AT_EDGE = new RegExp(`^${JOIN}|${JOIN}$`, 'g');

/**
 * Text as a person reads it, without dot leaders: a table of contents' entries ("Precios ........ 12",
 * under an "Índice", or several with ascending page numbers and no prices) are dropped, since a page
 * number answers nothing; any other leader joins its two sides with a colon ("Corte ........ $5.000" reads
 * "Corte: $5.000"). Lines without a leader are left as they are.
 */
export function withoutLeaders(text: string): string {
  if (!HAS_LEADER.test(text)) return text;
  const lines = text.split('\n');
  const pages = lines
    .filter((line) => HAS_LEADER.test(line))
    .flatMap((line) => [...line.matchAll(TOC_ENTRY)].map((entry) => Number(entry[1])));
  const ascending = pages.every((page, i) => i === 0 || page >= pages[i - 1]!);
  const toc =
    pages.length > 0 && (TOC_TITLE.test(text) || (pages.length >= 2 && ascending && !CURRENCY.test(text)));
  return lines
    .map((line) => {
      if (toc && TOC_TITLE_LINE.test(line)) return '';
      if (!HAS_LEADER.test(line)) return line;
      // A leader with nothing on one side (the line's start or end) goes without its colon.
      return (toc ? line.replace(TOC_ENTRY, ' ') : line)
        .replace(LEADER_RUN, JOIN)
        .trim()
        .replace(JOIN_AT_EDGE, '')
        .replaceAll(JOIN, ': ')
        .replace(/[ \t]{2,}/g, ' ')
        .trim();
    })
    .join('\n');
}

/**
 * A run of text cut into pieces of at most `max` characters, at the last space before each cut (a word
 * longer than `max`, a run of digits or a pasted token, is cut where it must be).
 */
export function wordChunks(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const cut = space > max / 2 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * Splits a source's text (Markdown headings kept by the readers) into passages: consecutive sentences of
 * one section, up to four or about 700 characters, each carrying the heading it sits under. No passage is
 * longer than 700 characters: a line without a sentence end (a CSV cell, a text without full stops) is cut
 * at word boundaries, since the chat indexes and quotes passages whole.
 */
export function splitIntoPassages(text: string, fallbackHeading = ''): PassageDraft[] {
  const passages: PassageDraft[] = [];
  let heading = fallbackHeading;
  let sentences: string[] = [];
  let length = 0;
  const flush = () => {
    if (sentences.length) passages.push({ heading, text: sentences.join(' ') });
    sentences = [];
    length = 0;
  };
  // Leaders go first, over the whole text: a table of contents is told by all its entries together.
  for (const block of withoutLeaders(text).split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const rest: string[] = [];
    for (const line of lines) {
      const title = /^\s*#{1,6}\s+(.+)$/.exec(line)?.[1];
      if (title) {
        flush();
        heading = title
          .replace(/[*_`]+/g, '')
          .trim()
          .slice(0, HEADING_CHARS);
      } else rest.push(line.replace(/[*_`]{2,}/g, ''));
    }
    for (const sentence of sentencesOf(rest.join('\n')).flatMap((s) => wordChunks(s, PASSAGE_CHARS))) {
      if (sentences.length >= PASSAGE_SENTENCES || (length > 0 && length + sentence.length > PASSAGE_CHARS))
        flush();
      sentences.push(sentence);
      length += sentence.length + 1;
    }
  }
  flush();
  return passages;
}

/**
 * A passage answers when its confidence reaches the intents' own threshold (nlu/engine.ts): the same rule,
 * chosen for out-of-scope rejection over ../shared/nlu, so a pasted document is held to what a trained
 * intent is, and never tuned on the messages it is measured with.
 */
export const PASSAGE_THRESHOLD = DEFAULT_THRESHOLD;

export interface PassageIndex {
  model: Model;
  byId: Map<string, PassageRow>;
}

/**
 * Each passage indexed like an intent of the engine (nlu/engine.ts): its sentences are its examples and
 * its heading its name, so passages get the same folding, stemming, lexicon and typo tolerance.
 */
export function indexPassages(passages: readonly PassageRow[]): PassageIndex {
  const model = train(
    passages.map((passage) => ({
      id: passage.id,
      name: passage.heading,
      questions: sentencesOf(passage.text),
    })),
    // A passage's sentences are not questions: the concept bank neither names nor lifts them (and a
    // bot of thousands of passages would rank every sentence against the bank to train).
    { concepts: false },
  );
  return { model, byId: new Map(passages.map((passage) => [passage.id, passage])) };
}

export interface PassageAnswer {
  passage: PassageRow;
  score: number;
  /** The passage trimmed to the sentences that share words with the message, in their order. */
  excerpt: string;
}

/** The most relevant passage for a message, when one is relevant enough; null otherwise. */
export function findPassage(
  index: PassageIndex,
  message: string,
  threshold = PASSAGE_THRESHOLD,
): PassageAnswer | null {
  if (index.byId.size === 0) return null;
  const result = classify(index.model, message, threshold);
  const passage = result.intentId ? index.byId.get(result.intentId) : undefined;
  if (!passage) return null;
  // A passage that is only a table of contents (stored before they were dropped) answers nothing.
  const excerpt = excerptOf(passage.text, message);
  return excerpt ? { passage, score: result.score, excerpt } : null;
}

/** The `count` passages closest to a message with their confidence, whatever it is (an LLM's grounding). */
export function rankPassages(
  index: PassageIndex,
  message: string,
  count: number,
): Array<{ passage: PassageRow; score: number }> {
  if (index.byId.size === 0) return [];
  return classify(index.model, message, 1)
    .ranked.slice(0, count)
    .map((r) => ({ passage: index.byId.get(r.id)!, score: r.score }))
    .filter((ranked) => !!ranked.passage);
}

/**
 * The sentences of `text` that answer `message` (at most three, in their order): each shared content word
 * counts less the more sentences of the passage hold it ("cuesta" in every line of a price list tells them
 * apart less than "blanqueamiento"), and sentences scoring at least half the best are kept. The start of the
 * passage when no sentence shares a word (the match came from its heading or a corrected typo).
 */
export function excerptOf(text: string, message: string): string {
  const asked = new Set(
    analyze(message)
      .filter((t) => t.weight >= 1)
      .map((t) => t.stem),
  );
  // Passages stored before leaders were taken out at reading still hold them.
  const sentences = sentencesOf(withoutLeaders(text));
  const shared = sentences.map(
    (sentence) =>
      new Set(
        analyze(sentence)
          .filter((t) => t.weight >= 1 && asked.has(t.stem))
          .map((t) => t.stem),
      ),
  );
  const holders = new Map<string, number>();
  for (const stems of shared) for (const stem of stems) holders.set(stem, (holders.get(stem) ?? 0) + 1);
  const scores = shared.map((stems) => [...stems].reduce((sum, stem) => sum + 1 / holders.get(stem)!, 0));
  const best = Math.max(0, ...scores);
  if (best === 0) return sentences.slice(0, 2).join(' ');
  return scores
    .map((score, i) => ({ score, i }))
    .filter((s) => s.score >= best / 2)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, REPLY_SENTENCES)
    .sort((a, b) => a.i - b.i)
    .map((s) => sentences[s.i]!)
    .join(' ');
}
