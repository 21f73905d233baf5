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

  it('hands a signed-in person the conversation they had with the bot before signing in, owner replies included', () => {
    const anonymous = {
      ...entry('anonimous', 'b1', ['¡Hola!'], 'conv-anon'),
      conversation: [
        botMessage('¡Hola!'),
        userMessage('¿Tienen turnos el sábado?'),
        botMessage('Sí, de 9 a 13.'),
        ...withOwnerReplies(
          [],
          [{ _id: 'r1', text: 'Te guardo el de las 10', createdAt: '2026-11-28T10:00:00Z' }],
        ),
      ],
    };
    const otherBot = entry('anonimous', 'b2', ['otra'], 'conv-b2');
    const storage = memoryStorage(JSON.stringify([anonymous, otherBot]));

    const found = getConversation(storage, 'u1', 'b1');
    expect(found).toEqual({ ...anonymous, userId: 'u1' });
    expect(found.conversation.at(-1)).toMatchObject({ from: 'owner', message: 'Te guardo el de las 10' });
    // Moved, not copied: signing out later starts afresh; the other bot's conversation waits for its chat.
    expect(readConversations(storage).map((e) => [e.userId, e.botId])).toEqual([
      ['anonimous', 'b2'],
      ['u1', 'b1'],
    ]);
    expect(getConversation(storage, 'anonimous', 'b1').conversation).toEqual([]);
    expect(getConversation(storage, 'u1', 'b1')).toEqual(found);
  });

  it('replaces the person’s older conversation with the bot by the one they just had without signing in', () => {
    const older = entry('u1', 'b1', ['la de la semana pasada'], 'conv-old');
    const anonymous = entry('anonimous', 'b1', ['la de recién'], 'conv-new');
    const storage = memoryStorage(JSON.stringify([older, anonymous]));
    expect(getConversation(storage, 'u1', 'b1').conversationId).toBe('conv-new');
    expect(readConversations(storage)).toHaveLength(1);
  });

  it('adopts nothing that never reached the server (a greeting alone) and nothing for an anonymous reader', () => {
    const greeting = entry('anonimous', 'b1', ['¡Es un gusto saludarte!']);
    const own = entry('u1', 'b1', ['mía'], 'conv-own');
    const storage = memoryStorage(JSON.stringify([greeting, own]));
    expect(getConversation(storage, 'u1', 'b1')).toEqual(own);
    expect(getConversation(storage, 'anonimous', 'b1')).toEqual(greeting);
    expect(readConversations(storage)).toHaveLength(2);
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
