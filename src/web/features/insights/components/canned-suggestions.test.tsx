import { describe, expect, it } from 'vitest';
import { matchingReplies, typedShortcut } from './canned-suggestions';

const replies = [
  { _id: '1', shortcut: 'envios', text: 'Enviamos a todo el país.' },
  { _id: '2', shortcut: 'horario', text: 'De 9 a 19 h.' },
  { _id: '3', shortcut: 'horario-feriados', text: 'Los feriados, de 10 a 14 h.' },
];

describe('canned replies in a hand reply', () => {
  it('read a shortcut only when the box holds nothing but "/" and letters', () => {
    expect(typedShortcut('/')).toBe('');
    expect(typedShortcut('/Hor')).toBe('hor');
    expect(typedShortcut('/año')).toBe('año');
    expect(typedShortcut('hola /hor')).toBeNull();
    expect(typedShortcut('/hor ario')).toBeNull();
    expect(typedShortcut('')).toBeNull();
  });

  it('offer the replies whose shortcut starts with what was typed', () => {
    expect(matchingReplies(replies, 'hor').map((r) => r._id)).toEqual(['2', '3']);
    expect(matchingReplies(replies, '').map((r) => r._id)).toEqual(['1', '2', '3']);
    expect(matchingReplies(replies, 'x')).toEqual([]);
    expect(matchingReplies(replies, null)).toEqual([]);
  });
});
