import { describe, expect, it } from 'vitest';
import { botRef, cardTags, creatorRef, isPublished } from './bot-links';
import { cardDescription } from './card-description';

describe('cardDescription', () => {
  it('keeps a description of up to 75 characters', () => {
    const text = 'a'.repeat(75);
    expect(cardDescription(text)).toBe(text);
  });

  it('cuts a longer one at the last word within 75 characters and adds "..."', () => {
    const text =
      'Soy el representante virtual de Clínica Dental Sonrisas, en Palermo. Te cuento sobre tratamientos.';
    expect(cardDescription(text)).toBe(
      'Soy el representante virtual de Clínica Dental Sonrisas, en Palermo. Te...',
    );
  });
});

describe('card references', () => {
  it('shows the first 2 tags', () => {
    expect(cardTags(['uno', 'dos', 'tres'])).toEqual(['uno', 'dos']);
    expect(cardTags(['uno'])).toEqual(['uno']);
  });

  it('links a bot by alias, else _id, and a creator by hero, else _id', () => {
    expect(botRef({ alias: 'mi-bot', _id: 'id-1' })).toBe('mi-bot');
    expect(botRef({ alias: '', _id: 'id-1' })).toBe('id-1');
    expect(creatorRef({ hero: 'ana', _id: 'u-1' })).toBe('ana');
    expect(creatorRef({ hero: null, _id: 'u-1' })).toBe('u-1');
  });

  it('reads the status as a number or a string', () => {
    expect(isPublished(1)).toBe(true);
    expect(isPublished('1')).toBe(true);
    expect(isPublished(0)).toBe(false);
    expect(isPublished('0')).toBe(false);
  });
});
