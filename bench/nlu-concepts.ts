/**
 * The concept bank's own coverage (printed by `npm run bench:nlu`): how well its phrasings tell their
 * concepts apart (5-fold: each fifth of every concept's phrasings against a bank trained on the rest), and
 * on each data set how many of the owners' intents are matched to a concept and how often a test is read as
 * about a concept the bot does not answer. Aggregates only.
 */
import type { ConceptKey } from '../src/shared/concepts';
import { CONCEPT_CLEAR, CONCEPT_PHRASINGS, rankConcepts } from '../src/server/lib/nlu/concepts';
import { train } from '../src/server/lib/nlu/engine';
import { BANK_MIX, rankLexical, trainLexical } from '../src/server/lib/nlu/lexical';
import { trainingOf, type DataSet } from './nlu-data';

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

function folds(k = 5): { right: number; clear: number; total: number } {
  let right = 0;
  let clear = 0;
  let total = 0;
  const keys = [...CONCEPT_PHRASINGS.keys()];
  for (let fold = 0; fold < k; fold++) {
    const model = trainLexical(
      keys.map((key) => ({
        id: key,
        name: key,
        questions: CONCEPT_PHRASINGS.get(key)!
          .filter((_, i) => i % k !== fold)
          .map((p) => p.text),
      })),
      null,
      BANK_MIX,
    );
    for (const key of keys)
      CONCEPT_PHRASINGS.get(key)!.forEach((phrasing, i) => {
        if (i % k !== fold) return;
        total += 1;
        const top = rankLexical(model, phrasing.text)[0];
        if (top?.id === key) right += 1;
        if (top?.id === key && top.score >= CONCEPT_CLEAR) clear += 1;
      });
  }
  return { right, clear, total };
}

export function conceptCoverage(sets: DataSet[]): string[] {
  const bank = folds();
  const phrasings = [...CONCEPT_PHRASINGS.values()].reduce((sum, list) => sum + list.length, 0);
  const lines = [
    `Concept bank: ${CONCEPT_PHRASINGS.size} concepts, ${phrasings} phrasings; 5-fold, a held-out phrasing ranks its own concept first ${pct(bank.right / bank.total)}, clearly (≥ ${CONCEPT_CLEAR}) ${pct(bank.clear / bank.total)}`,
    '',
    '| data set | intents matched to a concept | in-scope tests read as a concept the bot does not answer | out-of-scope tests read so |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const data of sets) {
    let intents = 0;
    let matched = 0;
    let inScope = 0;
    let inScopeFlagged = 0;
    let oos = 0;
    let oosFlagged = 0;
    for (const bot of data.bots) {
      const model = train(trainingOf(bot), { region: bot.country });
      intents += model.concepts.length;
      matched += model.concepts.filter(Boolean).length;
      for (const test of data.tests.filter((t) => t.bot === bot.name)) {
        const top = rankConcepts(test.text, bot.country)[0];
        const flagged = !!top && top.score >= CONCEPT_CLEAR && !model.covered.has(top.id as ConceptKey);
        if (test.intent === null) {
          oos += 1;
          if (flagged) oosFlagged += 1;
        } else {
          inScope += 1;
          if (flagged) inScopeFlagged += 1;
        }
      }
    }
    lines.push(
      `| ${data.name} | ${pct(matched / Math.max(intents, 1))} | ${pct(inScopeFlagged / Math.max(inScope, 1))} | ${pct(oosFlagged / Math.max(oos, 1))} |`,
    );
  }
  return lines;
}
