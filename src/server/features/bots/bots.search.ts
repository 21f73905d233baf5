import { BUSINESS_TYPES } from '../../../shared/business-types';
import { foldAccents } from '../../../shared/fold';

/** A query's words are read up to this many: longer queries are sentences, not searches. */
const MAX_WORDS = 8;

/**
 * Turns what a visitor typed into a prefix tsquery over accent-folded words ("clinica denta" →
 * "clinica:* & denta:*"). Only [a-z0-9] survive folding, so the result is always valid tsquery syntax.
 */
export function prefixTsQuery(term: string): string | undefined {
  const words = foldAccents(term)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** The folded term for trigram similarity (typos), bounded in length. */
export function foldedTerm(term: string): string {
  return foldAccents(term).replace(/\s+/g, ' ').slice(0, 100);
}

export function splitTags(tags: string | undefined): string[] {
  return [
    ...new Set(
      (tags ?? '')
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter((tag) => tag.length > 0 && tag.length <= 40),
    ),
  ].slice(0, 10);
}

// ---------- What a visitor means: the words of a business and the place in a query ----------

/**
 * A query's words, folded but for the ñ: "uña" and the article "una" are different words, and so are "año"
 * and "ano". The database folds ñ to n (f_fold), so what is sent to it goes through `plain`.
 */
function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/ñ/g, '\uE000')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\uE000/g, 'ñ')
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
}

const plain = (word: string) => word.replace(/ñ/g, 'n');

const unique = <T>(value: T, index: number, all: readonly T[]) => all.indexOf(value) === index;

/**
 * Words that name nothing by themselves: never read as a business, and not the end of the words left
 * beside a place ("veterinaria en" → "veterinaria"). "unas" is not here: typed without its ñ, it is the
 * nails far more often than the article in a search of businesses.
 */
const FUNCTION_WORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'mi',
  'o',
  'para',
  'por',
  'su',
  'tu',
  'u',
  'un',
  'una',
  'uno',
  'unos',
  'y',
]);

/** What may stand between the search and a place: "veterinaria en Córdoba", "pizza cerca de Lima". */
const PLACE_CONNECTORS = new Set(['en', 'de', 'del', 'cerca', 'por', 'zona']);

/**
 * One form for a word and its plural, the same on both sides of a comparison (not a stemmer: "contadores"
 * → "contador", "uñas" → "uña", "lentes" → "lente").
 */
function singular(word: string): string {
  if (word.length > 4 && /[rlndzj]es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

const phraseKey = (words: readonly string[]) => words.map(singular).join(' ');

/**
 * General words that differ across Latin America for one thing, none of them a type of business: the
 * business types' own aliases (src/shared/business-types.ts) carry the professions.
 */
const REGIONAL_WORDS: readonly (readonly string[])[] = [
  ['auto', 'carro', 'coche', 'vehículo'],
  ['celular', 'móvil', 'teléfono'],
  ['departamento', 'apartamento', 'depto'],
  ['computadora', 'computador', 'ordenador'],
  ['heladera', 'refrigerador', 'refrigeradora', 'nevera'],
];

/** A phrase people use for a kind of business: every phrase meaning the same, and the types it names. */
interface Sense {
  phrases: Set<string>;
  types: Set<string>;
}

/**
 * Each phrase (its words in `singular` form, joined by a space) to what it means. A business type's
 * phrases are its key, its name (and each part of a name joined by "y": "Uñas y estética") and its
 * aliases; a phrase of two types ("servicio técnico") means both.
 */
const SENSES: ReadonlyMap<string, Sense> = (() => {
  const senses = new Map<string, Sense>();
  const add = (phrases: readonly string[], type: string | undefined) => {
    const group = phrases.map((phrase) => tokens(phrase)).filter((words) => words.length > 0);
    for (const words of group) {
      // Typed without its ñ too ("unas", "pestanas"), unless that is a function word.
      const spellings = [words, words.map(plain)];
      for (const spelling of spellings) {
        if (spelling.length === 1 && FUNCTION_WORDS.has(spelling[0]!)) continue;
        const key = phraseKey(spelling);
        const sense = senses.get(key) ?? { phrases: new Set<string>(), types: new Set<string>() };
        for (const other of group) sense.phrases.add(other.map(plain).join(' '));
        if (type) sense.types.add(type);
        senses.set(key, sense);
      }
    }
  };
  for (const type of BUSINESS_TYPES) {
    const nameParts = type.name.split(/\s+y\s+/i);
    add([type.key, type.name, ...(nameParts.length > 1 ? nameParts : []), ...type.aliases], type.key);
  }
  for (const group of REGIONAL_WORDS) add(group, undefined);
  return senses;
})();

const LONGEST_PHRASE = Math.max(...[...SENSES.keys()].map((key) => key.split(' ').length));

/** Whether the words say a kind of business (a name, an alias or a regional word of the lists above). */
function namesABusiness(words: readonly string[]): boolean {
  return SENSES.has(phraseKey(words));
}

/**
 * What to look for, as tsquery text over folded [a-z0-9] words. `plain` holds the words that name no
 * business, each a prefix that must appear ("clinica:* & denta:*", the autocomplete's prefixes). Each of
 * `senses` is a phrase that names a business: a bot matches it by any phrase of the same meaning
 * ("dentista" → "dentista:* | odontologia | odontologo | …"), by one of those phrases as whole words of
 * its name, alias, tags or category (`pattern`, a regular expression over the folded `search_text`: the
 * Spanish dictionary drops "unas", so "Uñas Glam" has no word for full text) or by being of one of its
 * `types`.
 */
export interface DirectorySearch {
  plain: string | undefined;
  senses: Array<{ tsquery: string; pattern: string; types: string[]; phrases: string[] }>;
}

export function directorySearch(term: string): DirectorySearch | undefined {
  const words = tokens(term).slice(0, MAX_WORDS);
  const plainWords: string[] = [];
  const senses: DirectorySearch['senses'] = [];
  let at = 0;
  while (at < words.length) {
    let matched = 0;
    for (let length = Math.min(LONGEST_PHRASE, words.length - at); length > 0 && !matched; length--) {
      const phrase = words.slice(at, at + length);
      if (length === 1 && FUNCTION_WORDS.has(phrase[0]!)) break;
      const sense = SENSES.get(phraseKey(phrase));
      if (!sense) continue;
      matched = length;
      const own = phrase.map((word) => `${plain(word)}:*`).join(' & ');
      const typed = phrase.map(plain).join(' ');
      const others = [...sense.phrases]
        .filter((other) => other !== typed)
        .map((other) => other.split(' ').join(' <-> '));
      senses.push({
        tsquery: [own.includes('&') ? `(${own})` : own, ...others].join(' | '),
        // Only [a-z0-9] and single spaces reach the expression: nothing in it is the visitor's syntax.
        pattern: `\\m(?:${[typed, ...sense.phrases].filter(unique).join('|')})\\M`,
        types: [...sense.types],
        phrases: [typed, ...sense.phrases].filter(unique),
      });
    }
    if (matched) {
      at += matched;
    } else {
      plainWords.push(`${plain(words[at]!)}:*`);
      at += 1;
    }
  }
  if (!plainWords.length && !senses.length) return undefined;
  return { plain: plainWords.length ? plainWords.join(' & ') : undefined, senses };
}

/**
 * A way to read a query as a search and a place: `place` is the place's words as the database compares
 * names (folded, single spaces: "vina del mar"), `term` what is left to search, if anything.
 */
export interface PlaceReading {
  place: string;
  term: string | undefined;
}

/**
 * The ways a query may name a place, most likely first: its last words (after "en", "de", "cerca de" …,
 * which go), then its first words; longer names before shorter ones ("San Miguel de Tucumán" before
 * "Tucumán"). Words that name a business are no place unless "en" comes before them ("flores" is a
 * florist; "flores en Flores" still reads the barrio). The caller keeps the first reading whose place is a
 * province or city of the directory.
 */
export function placeReadings(term: string): PlaceReading[] {
  const words = tokens(term).slice(0, MAX_WORDS);
  const readings: PlaceReading[] = [];
  const add = (place: string[], rest: string[], explicit: boolean) => {
    // A name neither starts with "en", "cerca" … nor ends with a word such as "de" ("Viña del", "pizza en").
    const last = place[place.length - 1]!;
    if (PLACE_CONNECTORS.has(place[0]!) || PLACE_CONNECTORS.has(last) || FUNCTION_WORDS.has(last)) return;
    if (!explicit && namesABusiness(place)) return;
    const left = rest.join(' ');
    readings.push({ place: place.map(plain).join(' '), term: left || undefined });
  };
  const maxPlace = Math.min(4, words.length);
  for (let length = maxPlace; length > 0; length--) {
    const place = words.slice(words.length - length);
    const rest = words.slice(0, words.length - length);
    let explicit = false;
    while (rest.length && PLACE_CONNECTORS.has(rest[rest.length - 1]!)) {
      explicit ||= rest[rest.length - 1] === 'en';
      rest.pop();
    }
    add(place, rest, explicit);
  }
  for (let length = Math.min(4, words.length - 1); length > 0; length--) {
    add(words.slice(0, length), words.slice(length), false);
  }
  return readings;
}
