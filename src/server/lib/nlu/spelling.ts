import dictionary from 'dictionary-es';
import { stemmer } from '@orama/stemmers/spanish';
import { remembered } from './remembered';
import { foldAccents } from '../../../shared/fold';
import { snowball } from './snowball';

/**
 * Spelling knowledge that does not depend on one bot: whether a word is real Spanish (the Hunspell word
 * list of `dictionary-es`, folded and stemmed like the engine's words), how a word sounds (Latin American
 * spelling confusions folded away) and the optimal-string-alignment distance used to correct typos.
 */

let dictionaryStems: Set<string> | undefined;

/** The stems of every headword of the dictionary, built once per process (about 0.3 s). */
function stems(): Set<string> {
  if (dictionaryStems) return dictionaryStems;
  const set = new Set<string>();
  const text = new TextDecoder().decode(dictionary.dic);
  for (const line of text.split('\n')) {
    const word = line.split('/', 1)[0]!.trim();
    // Proper names (capitalised) and abbreviations are not ordinary words; the first line is a count.
    if (!word || /^[\p{Lu}\d]/u.test(word)) continue;
    const folded = foldAccents(word);
    // The raw stemmer: the headwords would fill the memo of words people write.
    if (/^[a-z]+$/.test(folded)) set.add(stemmer(folded));
  }
  dictionaryStems = set;
  return set;
}

/** True when a folded word is an ordinary Spanish word (any inflection of a dictionary headword). */
export function isSpanishWord(folded: string): boolean {
  return stems().has(snowball(folded));
}

/** Builds the dictionary now (say, at start) instead of on the first unknown word. */
export function loadSpanishDictionary(): void {
  stems();
}

/**
 * How a folded word sounds in Latin American Spanish: b/v, s/z/c before e and i, ll/y, a silent h, qu/k/c
 * before a, o and u, x for "por" and doubled letters all collapse, so that "kiero", "haser", "bes" and
 * "yamar" meet "quiero", "hacer", "ves" and "llamar".
 */
function soundOf(folded: string): string {
  return folded
    .replace(/^h/, '')
    .replace(/([^c])h/g, '$1')
    .replace(/qu([ei])/g, 'k$1')
    .replace(/c([aou])/g, 'k$1')
    .replace(/c([ei])/g, 's$1')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/w/g, 'gu')
    .replace(/ll/g, 'y')
    .replace(/i([aeou])/g, 'y$1')
    .replace(/x/g, 'ks')
    .replace(/([a-z])\1+/g, '$1');
}

/** `soundOf`, remembered: a typo is compared by sound with every known stem of about its length. */
export const phonetic = remembered(soundOf);

/** Optimal string alignment distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let row = new Array<number>(cols).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prev2[j - 2]! + 1);
      row[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[cols - 1]!;
}
