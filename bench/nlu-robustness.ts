/**
 * `npx tsx bench/nlu-robustness.ts`: the chat engine on every data set of ../shared/nlu when the messages or
 * the training change in general ways, none taken from a message: a name, a street and a number added
 * ("…, soy Martín y estoy por Zumárraga 1234"), a polite opening ("Hola buenas tardes, una consulta: …"),
 * the region's fillers ("Oigan che, … porfa"); each training question counted twice (how scores inflate
 * when words repeat, as they do with more questions per intent) and one question fewer per intent.
 * Prints aggregates only, at the engine's own thresholds.
 */
import { classify, train, type TrainingIntent } from '../src/server/lib/nlu/engine';
import { loadAll, trainingOf } from './nlu-data';

const variants: Array<{
  label: string;
  message?: (text: string) => string;
  training?: (intent: TrainingIntent) => TrainingIntent;
}> = [
  { label: 'as written' },
  { label: 'name, street, number added', message: (t) => `${t}, soy Martín y estoy por Zumárraga 1234` },
  { label: 'polite opening', message: (t) => `Hola buenas tardes, una consulta: ${t}` },
  { label: 'fillers', message: (t) => `Oigan che, ${t} porfa` },
  {
    label: 'questions counted twice',
    training: (i) => ({ ...i, questions: [...i.questions, ...i.questions] }),
  },
  { label: 'one question fewer', training: (i) => ({ ...i, questions: i.questions.slice(0, -1) }) },
];

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const sets = loadAll();
const lines = [
  '| variant | data set | in-scope accuracy | out-of-scope rejection | overall accuracy | in-scope right or suggested |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
];
for (const variant of variants) {
  const overall: number[] = [];
  for (const data of sets) {
    const models = new Map(
      data.bots.map((bot) => [
        bot.name,
        train(trainingOf(bot).map(variant.training ?? ((i) => i)), { region: bot.country }),
      ]),
    );
    let inScope = 0;
    let right = 0;
    let suggested = 0;
    let oos = 0;
    let rejected = 0;
    for (const test of data.tests) {
      const result = classify(models.get(test.bot)!, variant.message?.(test.text) ?? test.text);
      if (test.intent === null) {
        oos += 1;
        if (result.intentId === null) rejected += 1;
      } else {
        inScope += 1;
        if (result.intentId === test.intent) right += 1;
        else if (result.intentId === null && result.suggestions.includes(test.intent)) suggested += 1;
      }
    }
    overall.push((right + rejected) / (inScope + oos));
    lines.push(
      `| ${variant.label} | ${data.name} | ${pct(right / inScope)} | ${pct(rejected / oos)} | ${pct(overall.at(-1)!)} | ${pct((right + suggested) / inScope)} |`,
    );
  }
  lines.push(
    `| ${variant.label} | mean | | | ${pct(overall.reduce((a, b) => a + b, 0) / overall.length)} | |`,
  );
}
console.log(lines.join('\n'));
