/** Reading the intent data sets of ../shared/nlu, in either of their two shapes. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TrainingIntent } from '../src/server/lib/nlu/engine';

export interface DataSet {
  name: string;
  bots: Array<{
    name: string;
    /** The bot's country (ISO 3166 alpha-2) when the file gives one. */
    country: string | null;
    intents: Array<{ name: string; questions: string[]; answer: string }>;
  }>;
  tests: Array<{ bot: string; text: string; intent: string | null }>;
}

/**
 * The files come in two shapes: tests beside the bots (`tests[].bot`), or tests inside each bot (keyed by
 * its `alias`, intents carrying the owner's answer as `description`). Both become the first.
 */
interface RawFile {
  bots: Array<{
    name: string;
    alias?: string;
    country?: string;
    intents: Array<{ name: string; questions: string[]; answer?: string; description?: string }>;
    tests?: Array<{ text: string; intent: string | null }>;
  }>;
  tests?: DataSet['tests'];
}

export const NLU_DIR = process.env.NLU_DIR ?? path.resolve('..', 'shared', 'nlu');

export function load(file: string): DataSet {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawFile;
  const bots = raw.bots.map((bot) => ({
    name: bot.alias ?? bot.name,
    country: bot.country ?? null,
    intents: bot.intents.map((intent) => ({
      name: intent.name,
      questions: intent.questions,
      answer: intent.answer ?? intent.description ?? '',
    })),
  }));
  const tests =
    raw.tests ??
    raw.bots.flatMap((bot) =>
      (bot.tests ?? []).map((t) => ({ bot: bot.alias ?? bot.name, text: t.text, intent: t.intent })),
    );
  return { name: path.basename(file).replace(/\.json$/, ''), bots, tests };
}

/** Every data set of NLU_DIR, by file name. */
export function loadAll(): DataSet[] {
  return readdirSync(NLU_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => load(path.join(NLU_DIR, file)));
}

export function trainingOf(bot: DataSet['bots'][number]): TrainingIntent[] {
  return bot.intents.map((intent) => ({
    id: intent.name,
    name: intent.name,
    questions: intent.questions,
    answer: intent.answer,
  }));
}
