import { describe, expect, it } from 'vitest';
import {
  botMessage,
  CONVERSATIONS_KEY,
  getConversation,
  lastOwnerReplyAt,
  readConversations,
  saveConversation,
  userMessage,
  withConversation,
  withOwnerReplies,
  type KeyValueStorage,
  type StoredConversation,
} from './conversation-storage';

function memoryStorage(initial?: string): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(CONVERSATIONS_KEY, initial);
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const entry = (userId: string, botId: string, texts: string[], conversationId: string | null = null) =>
  ({
    userId,
    botId,
    conversation: texts.map((t) => botMessage(t)),
    conversationId,
  }) satisfies StoredConversation;

describe('conversation storage', () => {
  it('returns an empty conversation when nothing is stored', () => {
    expect(getConversation(memoryStorage(), 'anonimous', 'b1')).toEqual({
      userId: 'anonimous',
      botId: 'b1',
      conversation: [],
      conversationId: null,
    });
  });

  it('appends a new entry and replaces an existing one, keyed by userId and botId', () => {
    const a = entry('u1', 'b1', ['hola']);
    const b = entry('u1', 'b2', ['otra']);
    const c = entry('anonimous', 'b1', ['anónimo']);
    let entries = withConversation([], a);
    entries = withConversation(entries, b);
    entries = withConversation(entries, c);
    expect(entries).toHaveLength(3);
    const a2 = entry('u1', 'b1', ['hola', 'de nuevo'], 'conv-1');
    entries = withConversation(entries, a2);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toBe(a2);
    expect(entries[1]).toBe(b);
  });

  it('deletes the entry when an empty conversation is saved', () => {
    const storage = memoryStorage();
    saveConversation(storage, entry('u1', 'b1', ['hola']));
    saveConversation(storage, entry('u1', 'b2', ['hola']));
    saveConversation(storage, entry('u1', 'b1', []));
    expect(readConversations(storage).map((e) => e.botId)).toEqual(['b2']);
  });

  it('round-trips messages, files, links and the conversation id through the "userConversations" key', () => {
    const storage = memoryStorage();
    const saved: StoredConversation = {
      userId: 'anonimous',
      botId: 'platform',
      conversation: [
        userMessage('¿Cuánto cuesta?'),
        botMessage(
          'Es gratis',
          ['/uploads/a.png'],
          [{ key: 'web', url: 'https://x.test', title: 'Web', hexa: '#333' }],
        ),
      ],
      conversationId: 'c-9',
    };
    saveConversation(storage, saved);
    expect(JSON.parse(storage.data.get(CONVERSATIONS_KEY)!)).toHaveLength(1);
    expect(getConversation(storage, 'anonimous', 'platform')).toEqual(saved);
  });

  it('ignores unreadable storage and malformed entries', () => {
    expect(readConversations(memoryStorage('{not json'))).toEqual([]);
    expect(readConversations(memoryStorage('{"a":1}'))).toEqual([]);
    const mixed = JSON.stringify([{ userId: 'u', botId: 'b', conversation: [{ nope: true }] }, null]);
    expect(readConversations(memoryStorage(mixed))).toEqual([]);
  });
});

describe('owner replies', () => {
  const reply = (id: string, at: string) => ({ _id: id, text: `respuesta ${id}`, createdAt: at });

  it('are added once each, in order, and the last one sets the next poll', () => {
    const start = [userMessage('hola'), botMessage('¿en qué te ayudo?')];
    expect(lastOwnerReplyAt(start)).toBeUndefined();
    const once = withOwnerReplies(start, [reply('a', '2026-01-01T10:00:00.000Z')]);
    const twice = withOwnerReplies(once, [
      reply('a', '2026-01-01T10:00:00.000Z'),
      reply('b', '2026-01-01T10:00:05.000Z'),
    ]);
    expect(twice.map((m) => [m.from, m.message])).toEqual([
      ['user', 'hola'],
      ['bot', '¿en qué te ayudo?'],
      ['owner', 'respuesta a'],
      ['owner', 'respuesta b'],
    ]);
    expect(lastOwnerReplyAt(twice)).toBe('2026-01-01T10:00:05.000Z');
    expect(withOwnerReplies(twice, [])).toBe(twice);
  });

  it('survive being stored and read back', () => {
    const storage = memoryStorage();
    const conversation = withOwnerReplies([userMessage('hola')], [reply('a', '2026-01-01T10:00:00.000Z')]);
    saveConversation(storage, { userId: 'u', botId: 'b', conversation, conversationId: 'c' });
    expect(getConversation(storage, 'u', 'b').conversation[1]).toMatchObject({
      from: 'owner',
      at: '2026-01-01T10:00:00.000Z',
    });
  });
});
