/**
 * `npm run bench:nlu-learning`: what the bot gains by learning from its customers with the owner's consent
 * (issue 37). For each bot of ../shared/nlu/latam-dev.json (NLU_LEARNING_FILE to choose another), its
 * in-scope test messages are a stream split in two halves. On the first half, a message the engine does
 * not answer but for which it offers the right intent among its chips (the first three suggestions, as
 * the chat shows them) is a chip pick: a proposal, the same folded words for the same intent counted once.
 * The owner approves the first N proposals (0, 5, 10, 20 per bot, or all), the intents' questions grow
 * by them (an intent already at TrainingLimits.questionsMax refuses, as the API does), the model is
 * retrained, and the second half and the out-of-scope tests are measured again. Prints aggregates only,
 * never a message.
 */
import path from 'node:path';
import { TrainingLimits } from '../src/shared/schemas/training';
import { classify, train, type Model, type TrainingIntent } from '../src/server/lib/nlu/engine';
import { foldText } from '../src/server/lib/nlu/normalize';
import { load, NLU_DIR, trainingOf, type DataSet } from './nlu-data';

/** Chips a clarification shows at most (features/chat/turn.ts). */
const CHIPS = 3;
const BUDGETS: Array<number | 'all'> = [0, 5, 10, 20, 'all'];

interface Proposal {
  intent: string;
  text: string;
}

interface Counts {
  bots: number;
  picks: number;
  proposals: number;
  approved: number;
  refused: number;
  inScope: number;
  inScopeRight: number;
  outOfScope: number;
  rejected: number;
  /** First-half messages answered right after retraining (what the approvals taught directly). */
  firstHalf: number;
  firstHalfRight: number;
}

const empty = (): Counts => ({
  bots: 0,
  picks: 0,
  proposals: 0,
  approved: 0,
  refused: 0,
  inScope: 0,
  inScopeRight: 0,
  outOfScope: 0,
  rejected: 0,
  firstHalf: 0,
  firstHalfRight: 0,
});

/** The chip picks of the first half, as proposals in the order they were first seen. */
function proposalsOf(model: Model, stream: DataSet['tests']): { picks: number; proposals: Proposal[] } {
  const seen = new Set<string>();
  const proposals: Proposal[] = [];
  let picks = 0;
  for (const test of stream) {
    const result = classify(model, test.text);
    if (result.intentId !== null) continue; // answered (rightly or not): no chips are shown
    if (!result.suggestions.slice(0, CHIPS).includes(test.intent!)) continue;
    picks += 1;
    const key = `${test.intent}\u0000${foldText(test.text)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    proposals.push({ intent: test.intent!, text: test.text });
  }
  return { picks, proposals };
}

/** The bot's intents with the approved proposals added as questions; refused ones counted. */
function taught(
  intents: TrainingIntent[],
  approved: Proposal[],
): { intents: TrainingIntent[]; refused: number } {
  const grown = intents.map((intent) => ({ ...intent, questions: [...intent.questions] }));
  let refused = 0;
  for (const proposal of approved) {
    const intent = grown.find((candidate) => candidate.id === proposal.intent);
    if (!intent) continue;
    const known = new Set(intent.questions.map((question) => foldText(question)));
    if (known.has(foldText(proposal.text))) continue;
    if (intent.questions.length >= TrainingLimits.questionsMax) {
      refused += 1;
      continue;
    }
    intent.questions.push(proposal.text);
  }
  return { intents: grown, refused };
}

const file = process.env.NLU_LEARNING_FILE ?? path.join(NLU_DIR, 'latam-dev.json');
const data = load(file);
const totals = new Map(BUDGETS.map((budget) => [budget, empty()]));

for (const bot of data.bots) {
  const tests = data.tests.filter((test) => test.bot === bot.name);
  const inScope = tests.filter((test) => test.intent !== null);
  const outOfScope = tests.filter((test) => test.intent === null);
  if (inScope.length < 2) continue;
  const half = Math.ceil(inScope.length / 2);
  const [first, second] = [inScope.slice(0, half), inScope.slice(half)];
  const intents = trainingOf(bot);
  const before = train(intents);
  const { picks, proposals } = proposalsOf(before, first);
  for (const budget of BUDGETS) {
    const approved = budget === 'all' ? proposals : proposals.slice(0, budget);
    const lesson = taught(intents, approved);
    const model = approved.length ? train(lesson.intents) : before;
    const counts = totals.get(budget)!;
    counts.bots += 1;
    counts.picks += picks;
    counts.proposals += proposals.length;
    counts.approved += approved.length - lesson.refused;
    counts.refused += lesson.refused;
    for (const test of second) {
      counts.inScope += 1;
      if (classify(model, test.text).intentId === test.intent) counts.inScopeRight += 1;
    }
    for (const test of outOfScope) {
      counts.outOfScope += 1;
      if (classify(model, test.text).intentId === null) counts.rejected += 1;
    }
    for (const test of first) {
      counts.firstHalf += 1;
      if (classify(model, test.text).intentId === test.intent) counts.firstHalfRight += 1;
    }
  }
}

const ratio = (part: number, whole: number) => (whole ? (part / whole).toFixed(3) : '—');
const base = totals.get(0)!;
const lines = [
  `### Learning from chip picks: ${data.name} (${base.bots} bots, ${base.inScope} second-half in-scope tests, ${base.outOfScope} out-of-scope tests)`,
  '',
  `Chip picks on the first half: ${base.picks} (${ratio(base.picks, base.firstHalf)} of its ${base.firstHalf} messages), ${base.proposals} distinct proposals.`,
  '',
  '| approved per bot | approved | refused (intent full) | second half: in-scope right | out-of-scope rejected | overall | Δ overall | first half right |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
const overall = (c: Counts) => (c.inScopeRight + c.rejected) / Math.max(1, c.inScope + c.outOfScope);
for (const budget of BUDGETS) {
  const c = totals.get(budget)!;
  lines.push(
    `| ${budget === 0 ? '0 (before)' : budget} | ${c.approved} | ${c.refused} | ${ratio(c.inScopeRight, c.inScope)} | ${ratio(c.rejected, c.outOfScope)} | ${overall(c).toFixed(3)} | ${(overall(c) - overall(base) >= 0 ? '+' : '') + (overall(c) - overall(base)).toFixed(3)} | ${ratio(c.firstHalfRight, c.firstHalf)} |`,
  );
}
console.log(lines.join('\n'));
