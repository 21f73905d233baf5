/**
 * `npx tsx bench/nlu-misses.ts`: aggregate kinds of in-scope misses per data set (confident wrong answer,
 * rejected with the right intent offered, rejected with it ranked but not offered, not ranked), and how the
 * suggestion floor trades in-scope "right or suggested" against out-of-scope messages given suggestions.
 * Prints counts only, never a message.
 */
import { classify, DEFAULT_THRESHOLD, train } from '../src/server/lib/nlu/engine';
import { loadAll, trainingOf } from './nlu-data';

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
for (const data of loadAll()) {
  const models = new Map(data.bots.map((bot) => [bot.name, train(trainingOf(bot), { region: bot.country })]));
  const kinds = { right: 0, wrong: 0, offered: 0, rankedNotOffered: 0, notRanked: 0, noEvidence: 0 };
  const rejectedRightScores: number[] = [];
  const oosTop: number[] = [];
  const wrongScores: number[] = [];
  let inScope = 0;
  for (const test of data.tests) {
    const result = classify(models.get(test.bot)!, test.text);
    if (test.intent === null) {
      if (result.intentId === null) oosTop.push(result.ranked[0]?.score ?? 0);
      continue;
    }
    inScope += 1;
    if (result.intentId === test.intent) kinds.right += 1;
    else if (result.intentId !== null) {
      kinds.wrong += 1;
      wrongScores.push(result.score);
    } else if (result.suggestions.includes(test.intent)) kinds.offered += 1;
    else if (result.ranked.length === 0) kinds.noEvidence += 1;
    else if (result.ranked.slice(0, 3).some((r) => r.id === test.intent)) {
      kinds.rankedNotOffered += 1;
      rejectedRightScores.push(result.ranked.find((r) => r.id === test.intent)!.score);
    } else kinds.notRanked += 1;
  }
  console.log(`${data.name} (${inScope} in scope, threshold ${DEFAULT_THRESHOLD})`);
  for (const [k, v] of Object.entries(kinds)) console.log(`  ${k}: ${v} (${pct(v / inScope)})`);
  const hist = (xs: number[]) => {
    const b = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (const x of xs) b[Math.min(8, Math.floor(x / 0.05))]! += 1;
    return b.map((c, i) => `${(i * 0.05).toFixed(2)}:${c}`).join(' ');
  };
  console.log(`  ranked-not-offered right score: ${hist(rejectedRightScores)}`);
  console.log(`  rejected oos top score:         ${hist(oosTop)}`);
  console.log(
    `  wrong confident scores:         ${wrongScores
      .map((s) => s.toFixed(2))
      .sort()
      .join(' ')}`,
  );
}
