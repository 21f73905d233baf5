/**
 * The "pasted document" variant of `npm run bench:nlu`: each bot of a data set gets no intents, only one
 * document made of its intents' answers (the way an owner pastes what they already wrote), split into
 * passages and answered from as the chat does (features/sources/passages.ts). A message is answered with
 * the right content when the reply's sentences include one of the expected intent's answer.
 */
import {
  findPassage,
  indexPassages,
  sentencesOf,
  splitIntoPassages,
} from '../src/server/features/sources/passages';
import { classify, train } from '../src/server/lib/nlu/engine';
import { trainingOf, type DataSet } from './nlu-data';

export interface DocumentScore {
  /** In-scope messages whose reply quotes the expected answer. */
  rightContent: number;
  /** In-scope messages answered from some passage (right or not). */
  answered: number;
  /** Out-of-scope messages that got no passage. */
  oosRejection: number;
  passages: number;
}

/** One bot's answers as one document: with each answer under its intent's name as a heading, or plain paragraphs. */
function documentOf(bot: DataSet['bots'][number], headings: boolean): string {
  return bot.intents
    .filter((intent) => intent.answer.trim())
    .map((intent) => (headings ? `## ${intent.name}\n\n${intent.answer}` : intent.answer))
    .join('\n\n');
}

const key = (sentence: string) => sentence.replace(/\s+/g, ' ').trim();

/**
 * With `withIntents`, the bot keeps its intents too and passages answer only what no intent does, as in the
 * chat: an in-scope message counts when the intent is right or the passage quotes the right answer.
 */
export function evaluateDocuments(data: DataSet, headings: boolean, withIntents = false): DocumentScore {
  let inScope = 0;
  let right = 0;
  let answered = 0;
  let oos = 0;
  let rejected = 0;
  let passageCount = 0;
  const perBot = new Map(
    data.bots.map((bot) => {
      const passages = splitIntoPassages(documentOf(bot, headings), bot.name).map((p, i) => ({
        ...p,
        id: String(i),
        sourceId: 'document',
        sourceTitle: bot.name,
      }));
      passageCount += passages.length;
      // Which intent's answer each sentence came from.
      const owner = new Map<string, string>();
      for (const intent of bot.intents)
        for (const sentence of sentencesOf(intent.answer)) owner.set(key(sentence), intent.name);
      const model = withIntents ? train(trainingOf(bot), { region: bot.country }) : undefined;
      return [bot.name, { index: indexPassages(passages), owner, model }];
    }),
  );
  for (const test of data.tests) {
    const bot = perBot.get(test.bot);
    if (!bot) continue;
    const intent = bot.model ? classify(bot.model, test.text).intentId : null;
    const found = intent ? null : findPassage(bot.index, test.text);
    if (test.intent === null) {
      oos += 1;
      if (!intent && !found) rejected += 1;
      continue;
    }
    inScope += 1;
    if (intent) {
      answered += 1;
      if (intent === test.intent) right += 1;
      continue;
    }
    if (!found) continue;
    answered += 1;
    if (sentencesOf(found.excerpt).some((sentence) => bot.owner.get(key(sentence)) === test.intent))
      right += 1;
  }
  return {
    rightContent: right / Math.max(inScope, 1),
    answered: answered / Math.max(inScope, 1),
    oosRejection: rejected / Math.max(oos, 1),
    passages: passageCount,
  };
}
