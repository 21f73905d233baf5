import { describe, expect, it } from 'vitest';
import type { AdminPhrase, FaqEntry, Member } from '../../../shared/schemas/content';
import {
  answerPreview,
  countOn,
  faqFormValuesOf,
  faqWithPublished,
  memberRef,
  movedIds,
  orderedLike,
  phraseFormValuesOf,
  phraseWithActive,
  replacedById,
  searchTermOf,
  withMember,
  withoutId,
} from './admin-items';

const entry: FaqEntry = {
  _id: 'f1',
  question: '¿Cuánto cuesta?',
  answer: 'Es **gratis**.',
  published: false,
  position: 3,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const phrase: AdminPhrase = {
  _id: 'p1',
  phrase: '¿Pan caliente a las 7?',
  active: true,
  botId: 'b1',
  botAlias: 'panaderia',
  botName: 'Panadería',
  botPictureUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('searchTermOf', () => {
  it('sends nothing until the term has 3 characters, trimmed', () => {
    expect(searchTermOf('  an ')).toBe('');
    expect(searchTermOf(' ana ')).toBe('ana');
  });
});

describe('memberRef', () => {
  it('prefers the hero nickname and falls back to the _id', () => {
    expect(memberRef({ _id: 'u1', hero: 'ana' })).toBe('ana');
    expect(memberRef({ _id: 'u1', hero: null })).toBe('u1');
  });
});

describe('movedIds', () => {
  const ids = ['a', 'b', 'c'];

  it('swaps an entry with its neighbour and keeps the complete list', () => {
    expect(movedIds(ids, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedIds(ids, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it('refuses to move past either end', () => {
    expect(movedIds(ids, 0, -1)).toBeNull();
    expect(movedIds(ids, 2, 1)).toBeNull();
    expect(movedIds(ids, 5, -1)).toBeNull();
  });
});

describe('orderedLike', () => {
  it('puts the items in the order of the ids, skipping unknown ones', () => {
    const items = [{ _id: 'a' }, { _id: 'b' }];
    expect(orderedLike(items, ['b', 'x', 'a']).map((i) => i._id)).toEqual(['b', 'a']);
  });
});

describe('replacedById and withoutId', () => {
  const items = [
    { _id: 'a', n: 1 },
    { _id: 'b', n: 2 },
    { _id: 'c', n: 3 },
  ];

  it('puts the saved item in the place of the one with its _id', () => {
    expect(replacedById(items, { _id: 'b', n: 20 })).toEqual([
      { _id: 'a', n: 1 },
      { _id: 'b', n: 20 },
      { _id: 'c', n: 3 },
    ]);
    expect(items[1]).toEqual({ _id: 'b', n: 2 });
  });

  it('drops only the item with the id', () => {
    expect(withoutId(items, 'b').map((item) => item._id)).toEqual(['a', 'c']);
    expect(withoutId(items, 'x')).toEqual(items);
  });
});

describe('form values and toggles', () => {
  it('starts a new FAQ entry published and an edited one with its stored values', () => {
    expect(faqFormValuesOf()).toEqual({ question: '', answer: '', published: true });
    expect(faqFormValuesOf(entry)).toEqual({
      question: '¿Cuánto cuesta?',
      answer: 'Es **gratis**.',
      published: false,
    });
  });

  it('flips publication with the whole entry, as PUT replaces it', () => {
    expect(faqWithPublished(entry, true)).toEqual({
      question: '¿Cuánto cuesta?',
      answer: 'Es **gratis**.',
      published: true,
    });
  });

  it('starts a new phrase active and without a bot; flips activity keeping the bot', () => {
    expect(phraseFormValuesOf()).toEqual({ botId: '', phrase: '', active: true });
    expect(phraseWithActive(phrase, false)).toEqual({
      botId: 'b1',
      phrase: '¿Pan caliente a las 7?',
      active: false,
    });
  });

  it('counts the items switched on', () => {
    expect(countOn([entry, { ...entry, published: true }], (e) => e.published)).toBe(1);
    expect(countOn([], () => true)).toBe(0);
  });
});

describe('answerPreview', () => {
  it('reads the markdown as text: no marks, links keep their words, list items joined', () => {
    expect(answerPreview('Es **gratis** y *rápido*.\n\n- uno\n- [dos](https://example.com)')).toBe(
      'Es gratis y rápido. uno · dos',
    );
  });
});

describe('withMember', () => {
  const member: Member = {
    _id: 'u2',
    id: 'u2',
    hero: null,
    name: 'Ana',
    pictureUrl: null,
    bio: null,
    status: 1,
    globalRating: 0,
    ratingsCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    email: 'ana@example.com',
    phone: null,
    isSuperUser: false,
    activated: true,
    botsCount: 2,
  };

  it('replaces the member in whichever page holds it and leaves the others', () => {
    const data = {
      pages: [{ members: [{ ...member, _id: 'u1' }] }, { members: [member] }],
      pageParams: [1, 2],
    };
    const next = withMember(data, { ...member, status: 0 });
    expect(next?.pages[1]?.members[0]?.status).toBe(0);
    expect(next?.pages[0]).toEqual(data.pages[0]);
    expect(withMember(undefined, member)).toBeUndefined();
  });
});
