import { readdirSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import { isConceptKey, type ConceptKey } from '../../../shared/concepts';
import { readEntries } from './lexicon';
import { analyze } from './normalize';
import { BANK_MIX, rankLexical, trainLexical, type Model, type Ranked, type TrainingIntent } from './lexical';
import { serverFile } from '../server-files';

/**
 * The concept bank (decision 040): the questions customers of any small business ask (hours, prices,
 * payment methods, delivery, jobs…), each written many ways across the region, one data file per concept
 * in concepts/ (`concepts/{key}.txt`: a phrasing a line, optionally a TAB and the countries where it is
 * said). The bank is read by the same lexical scorer as a bot, as if it were one bot whose intents are the
 * concepts: a message or an owner's question is "about" the concept that scorer ranks first.
 */

export interface ConceptPhrasing {
  text: string;
  /** ISO 3166 alpha-2 codes where people say it this way; null when it is said everywhere. */
  regions: string[] | null;
}

const DIRECTORY = serverFile('lib/nlu/concepts/');

/** Every concept's phrasings, by key, in file order. A file whose name is not a key is an error. */
export const CONCEPT_PHRASINGS: ReadonlyMap<ConceptKey, ConceptPhrasing[]> = new Map(
  readdirSync(DIRECTORY)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => {
      const key = file.slice(0, -'.txt'.length);
      if (!isConceptKey(key)) throw new Error(`concepts/${file}: not a key of src/shared/concepts.ts`);
      const phrasings = readEntries(`concepts/${file}`).map(([text, regions]) => ({
        text: text!,
        regions: regions ? regions.split(',').map((r) => r.trim().toUpperCase()) : null,
      }));
      return [key, phrasings] as const;
    }),
);

/**
 * A text is clearly about a concept when the bank's scorer gives it this much (the 5-fold check of
 * bench/nlu-concepts.ts: a held-out phrasing of the bank reaches it for its own concept most of the time)…
 */
export const CONCEPT_CLEAR = 0.5;
/**
 * …and the next concept scores under this share of it: the bank's concepts are neighbours (hours and
 * holidays, delivery and pick-up), and a text between two of them is about neither clearly.
 */
export const CONCEPT_AHEAD = 0.9;

/** The concept a ranking is clearly about: clear enough, and ahead of the next. */
export function clearConcept(ranked: Ranked[]): Ranked | null {
  const [top, second] = ranked;
  if (!top || top.score < CONCEPT_CLEAR) return null;
  if (second && second.score > top.score * CONCEPT_AHEAD) return null;
  return top;
}

const banks = new Map<string, { model: Model; keys: ConceptKey[] }>();

/**
 * The bank as one lexical model for a country: its phrasings said everywhere and those said there (all of
 * them when the country is unknown), read with that country's regional senses. Built once per country.
 */
function bankFor(region: string | null) {
  const key = region ?? '';
  let bank = banks.get(key);
  if (!bank) {
    const keys = [...CONCEPT_PHRASINGS.keys()];
    const intents: TrainingIntent[] = keys.map((concept) => ({
      id: concept,
      name: concept,
      questions: CONCEPT_PHRASINGS.get(concept)!
        .filter((p) => !region || !p.regions || p.regions.includes(region))
        .map((p) => p.text),
    }));
    bank = { model: trainLexical(intents, region, BANK_MIX), keys };
    banks.set(key, bank);
  }
  return bank;
}

/**
 * Builds the concept bank read without a country now (about 0.2 s), so that a bot's first message does
 * not: main.ts calls it before listening, with the spelling dictionary.
 */
export function loadConceptBank(): void {
  if (CONCEPT_PHRASINGS.size) bankFor(null);
}

const vocabularies = new Map<ConceptKey, ReadonlySet<string>>();

/** The content stems of a concept's phrasings: the words that say a message is about it. */
export function conceptVocabulary(concept: ConceptKey): ReadonlySet<string> {
  let stems = vocabularies.get(concept);
  if (!stems) {
    stems = new Set(
      (CONCEPT_PHRASINGS.get(concept) ?? []).flatMap((p) =>
        analyze(p.text)
          .filter((t) => t.weight >= 1)
          .map((t) => t.stem),
      ),
    );
    vocabularies.set(concept, stems);
  }
  return stems;
}

/**
 * The bank's answers for recent texts, by country: a message is ranked for its whole and for each of its
 * clauses, and again when the model words the reply; chips send the same texts again and again, and so do
 * greetings. Bounded; a miss costs about 0.25 ms.
 */
const recent = new LRUCache<string, Ranked[]>({ max: 5000 });

/** The concepts a message may be about, best first, with the bank's confidence. */
export function rankConcepts(text: string, region: string | null = null): Ranked[] {
  const key = `${region ?? ''}\u0000${text}`;
  let ranked = recent.get(key);
  if (!ranked) {
    // Greetings, thanks and fillers say nothing of a topic: no need to ask the bank.
    const content = analyze(text, region).some((token) => token.weight >= 1);
    ranked = content && CONCEPT_PHRASINGS.size ? rankLexical(bankFor(region).model, text) : [];
    recent.set(key, ranked);
  }
  return ranked;
}

/**
 * The concept an owner's intent answers, when its questions (and its name) clearly agree on one: at least
 * half of them are each clearly about it, and no other concept has as many. Its answer is not read: an
 * answer mentions many things ("abrimos de 9 a 18, envíos los sábados") that are not what it answers.
 */
export function conceptOfIntent(
  intent: Pick<TrainingIntent, 'name' | 'questions'>,
  region: string | null = null,
): ConceptKey | null {
  const texts = [...intent.questions, intent.name];
  const votes = new Map<string, number>();
  for (const text of texts) {
    // Each text only needs to reach the bar, not to lead its neighbour by far: the vote of the intent's
    // questions settles what one of them leaves between two concepts.
    const top = rankConcepts(text, region)[0];
    if (top && top.score >= CONCEPT_CLEAR) votes.set(top.id, (votes.get(top.id) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestVotes = 0;
  let tie = false;
  for (const [concept, count] of votes) {
    if (count > bestVotes) {
      best = concept;
      bestVotes = count;
      tie = false;
    } else if (count === bestVotes) tie = true;
  }
  if (!best || tie || bestVotes * 2 < texts.length) return null;
  return best as ConceptKey;
}
