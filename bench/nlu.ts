/**
 * `npm run bench:nlu`: the chat engine on every data set of ../shared/nlu (train on each intent's questions
 * and answer, answer each test), beside NLP.js v4 (its default threshold) and a plain BM25 baseline
 * (bench/bm25.ts) trained on the same data, in one run. Only aggregate numbers are printed.
 */
import { containerBootstrap } from '@nlpjs/core';
import { LangEs } from '@nlpjs/lang-es';
import { Nlp } from '@nlpjs/nlp';
import { classify, train, type TrainingIntent } from '../src/server/lib/nlu/engine';
import { bm25 } from './bm25';
import { conceptCoverage } from './nlu-concepts';
import { evaluateDocuments } from './nlu-documents';
import { loadAll, trainingOf, type DataSet } from './nlu-data';

interface Prediction {
  id: string | null;
  /** Intents offered as "¿Te refieres a…?" when `id` is null. */
  suggestions?: string[];
}

type Predict = (text: string) => Promise<Prediction> | Prediction;

interface Score {
  inScope: number;
  oosRejection: number;
  overall: number;
  /** In-scope messages answered right, or offered among the suggestions. */
  inScopeOrSuggested: number;
  /** Out-of-scope messages rejected but given suggestions (not a failure; a cost to keep small). */
  oosOffered: number;
  p95Us: number;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.95 * sorted.length) - 1] ?? 0;
}

async function evaluate(tests: DataSet['tests'], predictors: Map<string, Predict>): Promise<Score> {
  let inScope = 0;
  let inScopeRight = 0;
  let oos = 0;
  let oosRight = 0;
  let suggested = 0;
  let oosOffered = 0;
  const times: number[] = [];
  for (const test of tests) {
    const predict = predictors.get(test.bot)!;
    const started = performance.now();
    const predicted = await predict(test.text);
    times.push((performance.now() - started) * 1000);
    if (test.intent === null) {
      oos += 1;
      if (predicted.id === null) oosRight += 1;
      if (predicted.id === null && predicted.suggestions?.length) oosOffered += 1;
    } else {
      inScope += 1;
      if (predicted.id === test.intent) inScopeRight += 1;
      else if (predicted.id === null && predicted.suggestions?.includes(test.intent)) suggested += 1;
    }
  }
  return {
    inScope: inScopeRight / Math.max(inScope, 1),
    oosRejection: oosRight / Math.max(oos, 1),
    overall: (inScopeRight + oosRight) / Math.max(tests.length, 1),
    inScopeOrSuggested: (inScopeRight + suggested) / Math.max(inScope, 1),
    oosOffered: oosOffered / Math.max(oos, 1),
    p95Us: p95(times),
  };
}

async function ours(data: DataSet, extra = new Map<string, string[]>()): Promise<Map<string, Predict>> {
  return new Map(
    data.bots.map((bot) => {
      const intents = trainingOf(bot).map((intent) => ({
        ...intent,
        questions: [...intent.questions, ...(extra.get(`${bot.name}\t${intent.id}`) ?? [])],
      }));
      const model = train(intents, { region: bot.country });
      return [
        bot.name,
        (text: string) => {
          const result = classify(model, text);
          return { id: result.intentId, suggestions: result.suggestions };
        },
      ];
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
    // NLP.js prints its training epochs; the table is the only output wanted.
    const log = console.log;
    console.log = () => undefined;
    await nlp.train();
    console.log = log;
    predictors.set(bot.name, async (text: string) => {
      const result = await nlp.process('es', text);
      return { id: !result.intent || result.intent === 'None' ? null : result.intent };
    });
  }
  return predictors;
}

function baseline(data: DataSet): Map<string, Predict> {
  return new Map(
    data.bots.map((bot) => {
      const predict = bm25(trainingOf(bot));
      return [bot.name, (text: string) => ({ id: predict(text).id })];
    }),
  );
}

/** A bot with 300 intents (every data set's intents, repeated with renamed copies) for the speed target. */
function timing300(sets: DataSet[]): { p95Us: number; trainMs: number } {
  const all = sets.flatMap((set) => set.bots.flatMap(trainingOf));
  const intents: TrainingIntent[] = [];
  for (let i = 0; intents.length < 300; i++) {
    const source = all[i % all.length]!;
    intents.push({ ...source, id: `${source.id}#${i}` });
  }
  const trainStarted = performance.now();
  const model = train(intents);
  const trainMs = performance.now() - trainStarted;
  const texts = sets.flatMap((set) => set.tests.map((t) => t.text));
  const times = texts.map((text) => {
    const started = performance.now();
    classify(model, text);
    return (performance.now() - started) * 1000;
  });
  return { p95Us: p95(times), trainMs };
}

/**
 * "8 questions per intent": up to 5 of each intent's in-scope tests (the first, in file order) join its 3
 * training questions; both models are scored on the tests left (every out-of-scope test stays a test).
 */
function withMoreQuestions(data: DataSet): { extra: Map<string, string[]>; tests: DataSet['tests'] } {
  const extra = new Map<string, string[]>();
  const tests: DataSet['tests'] = [];
  for (const test of data.tests) {
    const key = `${test.bot}\t${test.intent}`;
    const list = extra.get(key) ?? [];
    if (test.intent !== null && list.length < 5) {
      list.push(test.text);
      extra.set(key, list);
    } else tests.push(test);
  }
  return { extra, tests };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const sets = loadAll();
/** `NLU_PEERS=0`: Vocero alone (a quick run while changing the engine; the table keeps the peers' rows out). */
const withPeers = process.env.NLU_PEERS !== '0';
const lines = [
  'Chat engine vs NLP.js v4 (default threshold) and BM25 (questions + answer) on ../shared/nlu, 3 questions per intent',
  '',
  '| data set | engine | in-scope accuracy | out-of-scope rejection | overall accuracy | in-scope right or suggested | p95 per message |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
];
const ratios: string[] = [];
for (const data of sets) {
  const name = data.name;
  const mine = await evaluate(data.tests, await ours(data));
  const peer = withPeers ? await evaluate(data.tests, await nlpjs(data)) : mine;
  const plain = withPeers ? await evaluate(data.tests, baseline(data)) : mine;
  const rows = [
    ['Vocero', mine],
    ['NLP.js', peer],
    ['BM25', plain],
  ] as const;
  for (const [label, s] of withPeers ? rows : rows.slice(0, 1)) {
    const offered = label === 'Vocero' ? pct(s.inScopeOrSuggested) : '—';
    lines.push(
      `| ${name} | ${label} | ${pct(s.inScope)} | ${pct(s.oosRejection)} | ${pct(s.overall)} | ${offered} | ${s.p95Us.toFixed(0)} µs |`,
    );
  }
  ratios.push(
    `| ${name} | ${(mine.overall / peer.overall).toFixed(2)} | ${(mine.overall / plain.overall).toFixed(2)} | ${mine.oosRejection.toFixed(2)} (target ≥ 0.80) | ${mine.inScopeOrSuggested.toFixed(2)} (target ≥ 0.85) | ${mine.oosOffered.toFixed(2)} |`,
  );
}
const more: string[] = [];
for (const data of sets) {
  const { extra, tests } = withMoreQuestions(data);
  const inScopeLeft = tests.filter((t) => t.intent !== null).length;
  const three = await evaluate(tests, await ours(data));
  const eight = await evaluate(tests, await ours(data, extra));
  more.push(
    `| ${data.name} | ${inScopeLeft} | ${pct(three.inScope)} → ${pct(eight.inScope)} | ${pct(three.oosRejection)} → ${pct(eight.oosRejection)} | ${pct(three.overall)} → ${pct(eight.overall)} |`,
  );
}
lines.push(
  '',
  'Vocero with up to 8 questions per intent (5 in-scope tests of each intent moved into its training), scored on the tests left: 3 questions → 8',
  '',
  '| data set | in-scope tests left | in-scope accuracy | out-of-scope rejection | overall accuracy |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...more,
);
lines.push('', ...conceptCoverage(sets));
const speed = timing300(sets);
lines.push(
  '',
  '| data set | overall ours/NLP.js | overall ours/BM25 | out-of-scope rejection | in-scope right or suggested | out-of-scope offered suggestions |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...ratios,
  '',
  `Bot with 300 intents: p95 ${(speed.p95Us / 1000).toFixed(2)} ms per message (target < 10 ms), training ${speed.trainMs.toFixed(0)} ms`,
);
// The bot's answers as one pasted document instead of intents (issue 20), alone and behind the intents.
const latam = sets.find((set) => set.name === 'latam-dev');
if (latam) {
  lines.push(
    '',
    "latam-dev with each bot's answers as one pasted document instead of intents (and behind them)",
    '',
    '| bot | passages | in-scope answered with the right content | in-scope answered | out-of-scope rejection |',
    '| --- | ---: | ---: | ---: | ---: |',
  );
  for (const [label, headings, withIntents] of [
    ['document only: answers under their intent names as headings', true, false],
    ['document only: answers as plain paragraphs', false, false],
    ['intents, then the document (headings) for what no intent answers', true, true],
  ] as const) {
    const s = evaluateDocuments(latam, headings, withIntents);
    lines.push(
      `| ${label} | ${s.passages} | ${pct(s.rightContent)} | ${pct(s.answered)} | ${pct(s.oosRejection)} (target ≥ 80%) |`,
    );
  }
}
console.log(lines.join('\n'));
