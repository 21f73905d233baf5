/**
 * `npm run bench:nlu`: the chat engine on every data set of ../shared/nlu (train on each intent's questions,
 * answer each test), beside NLP.js v4 trained on the same data with its default threshold, in one run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { containerBootstrap } from '@nlpjs/core';
import { LangEs } from '@nlpjs/lang-es';
import { Nlp } from '@nlpjs/nlp';
import { classify, train, type TrainingIntent } from '../src/server/features/chat/nlu/engine';

interface DataSet {
  bots: Array<{ name: string; intents: Array<{ name: string; questions: string[]; answer: string }> }>;
  tests: Array<{ bot: string; text: string; intent: string | null }>;
}

type Predict = (text: string) => Promise<string | null> | string | null;

interface Score {
  inScope: number;
  oosRejection: number;
  overall: number;
  p95Us: number;
}

const NLU_DIR = process.env.NLU_DIR ?? path.resolve('..', 'shared', 'nlu');

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.95 * sorted.length) - 1] ?? 0;
}

async function evaluate(tests: DataSet['tests'], predictors: Map<string, Predict>): Promise<Score> {
  let inScope = 0;
  let inScopeRight = 0;
  let oos = 0;
  let oosRight = 0;
  const times: number[] = [];
  for (const test of tests) {
    const predict = predictors.get(test.bot)!;
    const started = performance.now();
    const predicted = await predict(test.text);
    times.push((performance.now() - started) * 1000);
    if (test.intent === null) {
      oos += 1;
      if (predicted === null) oosRight += 1;
    } else {
      inScope += 1;
      if (predicted === test.intent) inScopeRight += 1;
    }
  }
  return {
    inScope: inScopeRight / Math.max(inScope, 1),
    oosRejection: oosRight / Math.max(oos, 1),
    overall: (inScopeRight + oosRight) / Math.max(tests.length, 1),
    p95Us: p95(times),
  };
}

function trainingOf(bot: DataSet['bots'][number]): TrainingIntent[] {
  return bot.intents.map((intent) => ({
    id: intent.name,
    name: intent.name,
    questions: intent.questions,
    answer: intent.answer,
  }));
}

async function ours(data: DataSet): Promise<Map<string, Predict>> {
  return new Map(
    data.bots.map((bot) => {
      const model = train(trainingOf(bot));
      return [bot.name, (text: string) => classify(model, text).intentId];
    }),
  );
}

async function nlpjs(data: DataSet): Promise<Map<string, Predict>> {
  const predictors = new Map<string, Predict>();
  for (const bot of data.bots) {
    const container = await containerBootstrap();
    container.use(Nlp);
    container.use(LangEs);
    const nlp = container.get('nlp');
    nlp.settings.autoSave = false;
    nlp.settings.log = false;
    nlp.addLanguage('es');
    for (const intent of bot.intents)
      for (const question of intent.questions) nlp.addDocument('es', question, intent.name);
    await nlp.train();
    predictors.set(bot.name, async (text: string) => {
      const result = await nlp.process('es', text);
      return !result.intent || result.intent === 'None' ? null : result.intent;
    });
  }
  return predictors;
}

/** A bot with 300 intents (every data set's intents, repeated with renamed copies) for the speed target. */
function timing300(sets: DataSet[]): { p95Us: number } {
  const all = sets.flatMap((set) => set.bots.flatMap(trainingOf));
  const intents: TrainingIntent[] = [];
  for (let i = 0; intents.length < 300; i++) {
    const source = all[i % all.length]!;
    intents.push({ ...source, id: `${source.id}#${i}` });
  }
  const model = train(intents);
  const texts = sets.flatMap((set) => set.tests.map((t) => t.text));
  const times = texts.map((text) => {
    const started = performance.now();
    classify(model, text);
    return (performance.now() - started) * 1000;
  });
  return { p95Us: p95(times) };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const files = readdirSync(NLU_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort();
const sets: DataSet[] = [];
const lines = [
  'Chat engine vs NLP.js v4 (default threshold) on ../shared/nlu, trained on 3 questions per intent',
  '',
  '| data set | engine | in-scope accuracy | out-of-scope rejection | overall accuracy | p95 per message |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
];
const ratios: string[] = [];
for (const file of files) {
  const data = JSON.parse(readFileSync(path.join(NLU_DIR, file), 'utf8')) as DataSet;
  sets.push(data);
  const name = file.replace(/\.json$/, '');
  const mine = await evaluate(data.tests, await ours(data));
  const peer = await evaluate(data.tests, await nlpjs(data));
  for (const [label, s] of [
    ['Vocero', mine],
    ['NLP.js', peer],
  ] as const) {
    lines.push(
      `| ${name} | ${label} | ${pct(s.inScope)} | ${pct(s.oosRejection)} | ${pct(s.overall)} | ${s.p95Us.toFixed(0)} µs |`,
    );
  }
  ratios.push(
    `| ${name} | ${(mine.overall / peer.overall).toFixed(2)} (target ≥ 1.10) | ${mine.oosRejection.toFixed(2)} (target ≥ 0.80) | ${(mine.inScope / peer.inScope).toFixed(2)} |`,
  );
}
const speed = timing300(sets);
lines.push(
  '',
  '| data set | overall accuracy ours/peer | out-of-scope rejection | in-scope accuracy ours/peer |',
  '| --- | ---: | ---: | ---: |',
  ...ratios,
  '',
  `Bot with 300 intents: p95 ${(speed.p95Us / 1000).toFixed(2)} ms per message (target < 10 ms)`,
);
console.log(lines.join('\n'));
