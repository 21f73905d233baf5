import { describe, expect, it } from 'vitest';
import {
  ABBREVIATIONS,
  CANONICAL_WORDS,
  CARRIER_VERBS,
  LIGHT_WORDS,
  PHRASE_SYNONYMS,
  readEntries,
  SMALL_TALK,
  SMALL_TALK_LISTS,
  STOP_WORDS,
  WORD_SYNONYMS,
} from './lexicon';
import { analyze, expandAbbreviations, stemOf } from './normalize';

// The data itself (decision 038): well formed, nothing twice, and nothing the precedence of lexicon.ts makes
// unreachable.

const FILES = {
  'stop.txt': 1,
  'stop-short.txt': 1,
  'light.txt': 1,
  'carrier-verbs.txt': 1,
  'abbreviations.tsv': 2,
  'synonyms.tsv': 2,
  'verb-forms.tsv': 2,
  'phrases.tsv': 2,
  'smalltalk.tsv': 3,
};

const FOLDED_WORD = /^[a-z0-9]+$/;
const FOLDED_PHRASE = /^[a-z0-9]+( [a-z0-9]+)*$/;

function duplicates(keys: string[]): string[] {
  const seen = new Set<string>();
  return keys.filter((key) => seen.has(key) || !seen.add(key));
}

/**
 * Every phrase a rule of phrases.tsv stands for: its pattern uses only groups, "|" and "?" (on a group or
 * one letter), so it expands into a finite list ("medios? de pago" → "medio de pago", "medios de pago").
 */
function expand(pattern: string): string[] {
  let at = 0;
  const alternatives = (): string[] => {
    const out = sequence();
    while (pattern[at] === '|') {
      at += 1;
      out.push(...sequence());
    }
    return out;
  };
  const sequence = (): string[] => {
    let out = [''];
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') {
      let atom: string[];
      if (pattern[at] === '(') {
        at += 1;
        atom = alternatives();
        if (pattern[at] !== ')') throw new Error(`unbalanced: ${pattern}`);
        at += 1;
      } else {
        if (!/[a-z0-9 ]/.test(pattern[at]!)) throw new Error(`unexpected ${pattern[at]} in ${pattern}`);
        atom = [pattern[at]!];
        at += 1;
      }
      if (pattern[at] === '?') {
        at += 1;
        atom = [...atom, ''];
      }
      out = out.flatMap((head) => atom.map((tail) => head + tail));
    }
    return out;
  };
  const out = alternatives();
  if (at !== pattern.length) throw new Error(`unbalanced: ${pattern}`);
  return out;
}

/** A folded text after the steps that come before the word lists: abbreviations, then the phrase rules. */
function rewrite(folded: string, rules = PHRASE_SYNONYMS): string {
  let text = expandAbbreviations(folded);
  for (const [pattern, canonical] of rules) text = text.replace(pattern, canonical);
  return text;
}

describe('the data files of the lexicon', () => {
  it.each(Object.entries(FILES))('%s is well formed and holds each entry once', (file, columns) => {
    const entries = readEntries(file);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.length > columns || entry.length < Math.min(columns, 2))).toEqual(
      [],
    );
    const keyColumns = file === 'smalltalk.tsv' ? 2 : 1;
    expect(duplicates(entries.map((entry) => entry.slice(0, keyColumns).join('\t')))).toEqual([]);
    if (file === 'phrases.tsv') return;
    expect(entries.filter((entry) => !FOLDED_PHRASE.test(entry[keyColumns - 1]!))).toEqual([]);
    if (file.endsWith('.tsv') && file !== 'smalltalk.tsv')
      expect(entries.filter((entry) => !FOLDED_PHRASE.test(entry[1]!))).toEqual([]);
  });

  it('maps every word to at most one concept, in one of synonyms.tsv and verb-forms.tsv', () => {
    const words = [...readEntries('synonyms.tsv'), ...readEntries('verb-forms.tsv')].map(([word]) => word!);
    expect(duplicates(words)).toEqual([]);
    expect(words.filter((word) => !FOLDED_WORD.test(word))).toEqual([]);
  });

  it('has no canonical word that is itself mapped elsewhere', () => {
    expect([...CANONICAL_WORDS].filter((word) => WORD_SYNONYMS[word] !== undefined)).toEqual([]);
    expect(Object.values(ABBREVIATIONS).filter((word) => ABBREVIATIONS[word] !== undefined)).toEqual([]);
  });
});

describe('no entry is dead', () => {
  it('has no light word that a stop word hides (both readings drop stop words first)', () => {
    expect([...LIGHT_WORDS].filter((word) => STOP_WORDS.has(word))).toEqual([]);
  });

  it('has no synonym or verb form that an abbreviation, a phrase or a stop word gets to first', () => {
    const words = Object.keys(WORD_SYNONYMS);
    expect(words.filter((word) => ABBREVIATIONS[word] !== undefined)).toEqual([]);
    expect(words.filter((word) => STOP_WORDS.has(word))).toEqual([]);
    expect(words.filter((word) => rewrite(word) !== word)).toEqual([]);
  });

  it('makes every carrier verb reachable through its forms', () => {
    const verbs = new Set(Object.values(WORD_SYNONYMS));
    expect([...CARRIER_VERBS].filter((verb) => !verbs.has(verb))).toEqual([]);
  });

  it('reaches every phrase of every rule, and the rule rewrites it whole', () => {
    const unreachable: string[] = [];
    PHRASE_SYNONYMS.forEach(([pattern, canonical], index) => {
      const source = pattern.source.slice('\\b(?:'.length, -')\\b'.length);
      for (const phrase of expand(source)) {
        // An earlier rule or an abbreviation changes it: this rule never sees it as written.
        if (rewrite(phrase, PHRASE_SYNONYMS.slice(0, index)) !== phrase) unreachable.push(phrase);
        else if (phrase.replace(pattern, canonical) !== canonical) unreachable.push(`${phrase} (partly)`);
      }
    });
    expect(unreachable).toEqual([]);
  });
});

describe('canonical words', () => {
  /**
   * Canonical words the engine reads otherwise when they are written themselves: its enclitic rule takes
   * "-nos" and "-te" for a pronoun ("cumpleanos" → "cumplea", "aguacate" → "aguaca"), so "cumple" and
   * "palta" do not meet them. Kept as they are (a change of behaviour, not of data); the list may shrink,
   * never grow.
   */
  const KNOWN_OTHERWISE = new Set(['cumpleanos', 'aguacate']);

  it('keeps its own stem when written itself (a stop word is dropped instead)', () => {
    const changed = [...CANONICAL_WORDS].filter((word) => {
      if (STOP_WORDS.has(word) || KNOWN_OTHERWISE.has(word)) return false;
      const tokens = analyze(word);
      return tokens.length !== 1 || tokens[0]!.stem !== stemOf(word);
    });
    expect(changed).toEqual([]);
    for (const word of KNOWN_OTHERWISE) {
      expect(CANONICAL_WORDS.has(word)).toBe(true);
      expect(analyze(word).map((token) => token.stem)).not.toEqual([stemOf(word)]);
    }
  });

  it('gives each synonym its canonical word’s stem', () => {
    const astray = Object.entries(WORD_SYNONYMS).filter(([word, canonical]) => {
      const tokens = analyze(word);
      return tokens.length !== 1 || tokens[0]!.stem !== stemOf(canonical);
    });
    expect(astray).toEqual([]);
  });
});

describe('small talk', () => {
  it('holds only the lists chat/smalltalk.ts and chat/turn.ts read, each one', () => {
    const lists = new Set<string>(SMALL_TALK_LISTS);
    expect(SMALL_TALK.filter((entry) => !lists.has(entry.list))).toEqual([]);
    for (const list of SMALL_TALK_LISTS) expect(SMALL_TALK.some((entry) => entry.list === list)).toBe(true);
  });

  it('gives a region only where the source named one', () => {
    const regions = SMALL_TALK.filter((entry) => entry.region).map((entry) => entry.phrase);
    expect(regions.sort()).toEqual(['bacan', 'barbaro', 'chevere', 'dale', 'joya', 'listo', 'orale', 'sale']);
  });
});
