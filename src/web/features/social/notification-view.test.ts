import { describe, expect, it } from 'vitest';
import { isUnread, notificationTitle } from './notification-view';

describe('notificationTitle', () => {
  it('keeps titles of up to 33 characters as they are', () => {
    expect(notificationTitle('Nuevo suscriptor de Café')).toBe('Nuevo suscriptor de Café');
    const exact = 'x'.repeat(33);
    expect(notificationTitle(exact)).toBe(exact);
  });

  it('cuts longer titles to 33 characters and adds "..."', () => {
    const title = 'Nueva calificación para Panadería Ñandú del Centro';
    expect(notificationTitle(title)).toBe(`${title.slice(0, 33)}...`);
  });
});

describe('isUnread', () => {
  it('is unread while readAt is null', () => {
    expect(isUnread({ readAt: null })).toBe(true);
    expect(isUnread({ readAt: '2025-03-05T12:00:00.000Z' })).toBe(false);
  });
});
