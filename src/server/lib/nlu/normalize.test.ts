import { stemmer } from '@orama/stemmers/spanish';
import { describe, expect, it } from 'vitest';
import { analyze, expandAbbreviations, fold, foldText } from './normalize';
import { snowball } from './snowball';

describe('the memos of the engine’s pure steps', () => {
  it('folds each text as foldText does, whatever came before', () => {
    const texts = [
      'Holaaa, ¿ATIENDEN los sábados?',
      'Señora Muñoz: ¿cuánto sale?',
      'Holaaa, ¿ATIENDEN los sábados?',
    ];
    expect(texts.map((text) => fold(text))).toEqual([
      'hola atienden los sabados',
      'senora munoz cuanto sale',
      'hola atienden los sabados',
    ]);
    for (const text of [...texts, '', '¡¡¡']) expect(fold(text)).toBe(foldText(text));
  });

  it('stems each word as the Snowball stemmer does, the first time and after', () => {
    const words = ['reservaciones', 'atienden', 'cuanto', 'atienden', 'precios'];
    expect(words.map(snowball)).toEqual(words.map((word) => stemmer(word)));
    expect(words.map(snowball)).toEqual(words.map((word) => stemmer(word)));
  });
});

describe('words that name a JavaScript object property', () => {
  it.each(['constructor', 'valueof', 'tostring', 'hasownproperty'])('reads "%s" as a word', (word) => {
    expect(expandAbbreviations(word)).toBe(word);
    const tokens = analyze(`busco un ${word}`);
    expect(tokens.map((token) => token.word).join(' ')).not.toMatch(/function|native code|\[object/);
  });
});
