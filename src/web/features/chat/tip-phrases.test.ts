import { describe, expect, it } from 'vitest';
import { WELCOME_PHRASES } from '../../../shared/platform';
import { parsePhrases, rotateIndex, truncatePhrase, welcomePhrases } from './tip-phrases';

describe('tip phrases', () => {
  it('truncates to 70 characters with an ellipsis', () => {
    expect(truncatePhrase('Corta')).toBe('Corta');
    const exact = 'a'.repeat(70);
    expect(truncatePhrase(exact)).toBe(exact);
    const cut = truncatePhrase('b'.repeat(100));
    expect(Array.from(cut)).toHaveLength(70);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('rotates forwards and backwards around the ring', () => {
    expect(rotateIndex(0, 1, 3)).toBe(1);
    expect(rotateIndex(2, 1, 3)).toBe(0);
    expect(rotateIndex(0, -1, 3)).toBe(2);
    expect(rotateIndex(7, 1, 3)).toBe(2);
    expect(rotateIndex(0, 1, 0)).toBe(0);
  });

  it('reads a phrases answer and rejects unexpected ones', () => {
    expect(parsePhrases({ phrases: [{ phrase: 'Hola', botId: 'b', botAlias: 'x', botName: 'X' }] })).toEqual([
      { phrase: 'Hola', botId: 'b', alias: 'x', botName: 'X', botPictureUrl: null },
    ]);
    expect(parsePhrases({ phrases: [] })).toBeUndefined();
    expect(parsePhrases({ nope: 1 })).toBeUndefined();
    expect(parsePhrases(null)).toBeUndefined();
  });

  it('falls back to the 8 welcome phrases of the platform bot', () => {
    const phrases = welcomePhrases('p-1', 'Vocero');
    expect(phrases).toHaveLength(8);
    expect(phrases.map((p) => p.phrase)).toEqual(WELCOME_PHRASES);
    expect(phrases.every((p) => p.botId === 'p-1')).toBe(true);
  });
});
