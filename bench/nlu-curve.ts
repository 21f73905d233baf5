/**
 * `npx tsx bench/nlu-curve.ts`: aggregate diagnostics of the chat engine on every data set of
 * ../shared/nlu, for choosing one threshold rule for all of them: how often the right intent ranks first
 * or in the top 3, and in-scope accuracy / out-of-scope rejection at a range of thresholds. Prints numbers
 * only, never a message.
 */
import {
  classify,
  DEFAULT_THRESHOLD,
  suggest,
  train,
  type Model,
  type Ranked,
} from '../src/server/lib/nlu/engine';
import { loadAll, trainingOf } from './nlu-data';

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const thresholds = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65];
const lines: string[] = [];
const pooled: Array<{ name: string; inScope: Array<{ score: number; right: boolean }>; oos: number[] }> = [];
/** Per set, every out-of-scope message with its bot's model. */
const oosBySet: Array<Array<[Model, string]>> = [];
/** Per set, at the engine's own threshold: what was answered and what was ranked, for the suggestion floor. */
const offeredBySet: Array<{
  name: string;
  inScope: Array<{ id: string; answered: string | null; ranked: Ranked[] }>;
  oos: Ranked[][];
}> = [];
for (const data of loadAll()) {
  const models = new Map(data.bots.map((bot) => [bot.name, train(trainingOf(bot), { region: bot.country })]));
  const inScope: Array<{ score: number; right: boolean; top3: boolean }> = [];
  const oos: number[] = [];
  const offeredSet: (typeof offeredBySet)[number] = { name: data.name, inScope: [], oos: [] };
  offeredBySet.push(offeredSet);
  for (const test of data.tests) {
    const atThreshold = classify(models.get(test.bot)!, test.text);
    if (atThreshold.intentId === null && test.intent === null) offeredSet.oos.push(atThreshold.ranked);
    else if (test.intent === null) offeredSet.oos.push([]);
    else
      offeredSet.inScope.push({
        id: test.intent,
        answered: atThreshold.intentId,
        ranked: atThreshold.ranked,
      });
    const result = classify(models.get(test.bot)!, test.text, 2);
    const top = result.ranked[0];
    if (test.intent === null) oos.push(top?.score ?? 0);
    else
      inScope.push({
        score: top?.score ?? 0,
        right: top?.id === test.intent,
        top3: result.ranked.slice(0, 3).some((r) => r.id === test.intent),
      });
  }
  pooled.push({ name: data.name, inScope, oos });
  oosBySet.push(data.tests.filter((t) => t.intent === null).map((t) => [models.get(t.bot)!, t.text]));
  const top1 = inScope.filter((t) => t.right).length / inScope.length;
  const top3 = inScope.filter((t) => t.top3).length / inScope.length;
  lines.push(`${data.name}: right intent first ${pct(top1)}, in the top 3 ${pct(top3)}`);
  lines.push(`  threshold | in-scope | oos rejection | overall`);
  for (const threshold of thresholds) {
    const right = inScope.filter((t) => t.right && t.score >= threshold).length;
    const rejected = oos.filter((s) => s < threshold).length;
    lines.push(
      `  ${threshold.toFixed(2)} | ${pct(right / inScope.length)} | ${pct(rejected / oos.length)} | ${pct((right + rejected) / (inScope.length + oos.length))}`,
    );
  }
}
// One rule for every set: the lowest threshold at which the mean out-of-scope rejection reaches 85 %, with
// rejection as the engine decides it (a clause of a message may be answered when the whole is not).
const rejection = (t: number) =>
  oosBySet.reduce(
    (sum, set) =>
      sum + set.filter(([model, text]) => classify(model, text, t).intentId === null).length / set.length,
    0,
  ) / oosBySet.length;
let t = 0;
while (t < 1 && rejection(t) < 0.85) t += 0.005;
lines.push(`threshold for a mean 85 % rejection: ${t.toFixed(3)}`);
for (const p of pooled) {
  const right = p.inScope.filter((x) => x.right && x.score >= t).length;
  const rejected = p.oos.filter((s) => s < t).length;
  lines.push(
    `  ${p.name}: in-scope ${pct(right / p.inScope.length)}, oos ${pct(rejected / p.oos.length)}, overall ${pct((right + rejected) / (p.inScope.length + p.oos.length))}`,
  );
}
console.log(lines.join('\n'));

// The suggestion floor, by one rule for every set: the lowest floor at which, on average, at most one
// out-of-scope message in three is offered chips. Suggestions are computed as the engine does (`suggest`).
const offered = (floor: number) =>
  offeredBySet.reduce(
    (sum, set) => sum + set.oos.filter((ranked) => suggest(ranked, floor).length > 0).length / set.oos.length,
    0,
  ) / offeredBySet.length;
let floor = 0;
while (floor < DEFAULT_THRESHOLD && offered(floor) > 1 / 3) floor += 0.005;
console.log(`suggestion floor for at most 1 in 3 out-of-scope messages offered chips: ${floor.toFixed(3)}`);
for (const set of offeredBySet) {
  const reached = set.inScope.filter(
    ({ ranked, id, answered }) =>
      answered === id || (answered === null && suggest(ranked, floor).includes(id)),
  ).length;
  const chips = set.oos.filter((ranked) => suggest(ranked, floor).length > 0).length;
  console.log(
    `  ${set.name}: in-scope right or suggested ${pct(reached / set.inScope.length)}, out-of-scope offered chips ${pct(chips / set.oos.length)}`,
  );
}
