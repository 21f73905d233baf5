import { deriveIntention } from '../../../shared/intents';
import { TrainingLimits } from '../../../shared/schemas/training';
import type { StoredDraftIntent } from '../../db/schema';
import { fold } from '../../lib/nlu/normalize';

/**
 * Draft intents from a source's question-and-answer structure, for the owner to review: a CSV with question
 * and answer columns, or FAQ text (a line ending in "?" followed by its answer). Questions sharing one
 * answer form one intent.
 */

const QUESTION_HEADER = /^(preguntas?|questions?|consultas?|faq)$/;
const ANSWER_HEADER = /^(respuestas?|answers?)$/;

/** The question and answer columns of a CSV (header first), or undefined when it has none. */
export function qaColumns(
  rows: string[][],
): { question: number; answer: number; header: boolean } | undefined {
  const header = (rows[0] ?? []).map((cell) => fold(cell));
  const question = header.findIndex((cell) => QUESTION_HEADER.test(cell));
  const answer = header.findIndex((cell) => ANSWER_HEADER.test(cell));
  if (question >= 0 && answer >= 0) return { question, answer, header: true };
  // No header: two columns whose first mostly holds questions.
  const pairs = rows.filter((row) => row.length >= 2);
  const asked = pairs.filter((row) => row[0]!.trim().endsWith('?')).length;
  if (pairs.length > 0 && rows.every((row) => row.length <= 2) && asked * 2 >= pairs.length)
    return { question: 0, answer: 1, header: false };
  return undefined;
}

/** The CSV's question–answer pairs, in order. */
export function csvPairs(rows: string[][]): Array<{ question: string; answer: string }> {
  const columns = qaColumns(rows);
  if (!columns) return [];
  return rows
    .slice(columns.header ? 1 : 0)
    .map((row) => ({
      question: row[columns.question]?.trim() ?? '',
      answer: row[columns.answer]?.trim() ?? '',
    }))
    .filter((pair) => pair.question && pair.answer);
}

/** Markers that decorate a line without being its words: headings, bullets, numbering, emphasis. */
const DECORATION = /^\s*(?:#{1,6}\s+|[-*•]\s+|\d{1,3}[.)]\s+|p:\s*|q:\s*)?\**\s*/i;
const strip = (line: string) =>
  line
    .replace(DECORATION, '')
    .replace(/\**\s*$/, '')
    .trim();
const isQuestion = (line: string) => line.length >= 5 && line.length <= 300 && line.endsWith('?');

/** An FAQ's question–answer pairs: each line ending in "?" with the lines after it, up to the next question or heading. */
export function faqPairs(text: string): Array<{ question: string; answer: string }> {
  const pairs: Array<{ question: string; answer: string }> = [];
  let current: { question: string; lines: string[] } | undefined;
  const close = () => {
    const answer = current?.lines.join('\n').trim();
    if (current && answer) pairs.push({ question: current.question, answer });
    current = undefined;
  };
  for (const raw of text.split('\n')) {
    const line = strip(raw);
    if (!line) continue;
    if (isQuestion(line)) {
      close();
      current = { question: line, lines: [] };
    } else if (/^\s*#{1,6}\s/.test(raw)) {
      close();
    } else if (current) {
      current.lines.push(raw.trim().replace(/^r:\s*/i, ''));
    }
  }
  close();
  return pairs;
}

/** The longest start of `text` within `max` characters that ends at a sentence. */
function within(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut.slice(0, max - 1)}…`;
}

/** Pairs grouped by answer into intents named after their first question, names unique. */
export function draftsFrom(pairs: Array<{ question: string; answer: string }>): StoredDraftIntent[] {
  const byAnswer = new Map<string, StoredDraftIntent>();
  for (const { question, answer } of pairs) {
    const key = fold(answer);
    const found = byAnswer.get(key);
    const asked = question.slice(0, TrainingLimits.questionMax);
    if (found) {
      if (found.questions.length < TrainingLimits.questionsMax && !found.questions.includes(asked))
        found.questions.push(asked);
      continue;
    }
    if (byAnswer.size >= TrainingLimits.intentsMax) continue;
    byAnswer.set(key, {
      name: question,
      description: within(answer, TrainingLimits.intentDescriptionMax),
      questions: [asked],
    });
  }
  const taken = new Set<string>();
  return [...byAnswer.values()].map((draft) => {
    const base =
      draft.name.replace(/^[¿\s]+|[?\s]+$/g, '').slice(0, TrainingLimits.intentNameMax - 4) || 'Pregunta';
    let name = base;
    for (let n = 2; taken.has(deriveIntention(name).toLowerCase()); n++) name = `${base} (${n})`;
    taken.add(deriveIntention(name).toLowerCase());
    return { ...draft, name };
  });
}
