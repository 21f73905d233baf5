import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER_ID } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import { emptyPlainChat, parsePlainChat, type PlainChatState } from '../../../shared/plain-chat';
import { CONVERSATIONS_KEY, readConversations, type KeyValueStorage } from './conversation-storage';
import { conversationAfterPlainChat, takeOverPlainChat } from './plain-chat-handover';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const chatted: PlainChatState = {
  botId: 'bot-1',
  conversationId: 'conv-9',
  messages: [
    { from: 'user', text: '¿Cuál es el horario?' },
    {
      from: 'bot',
      text: 'De **lunes a viernes**.',
      files: ['/uploads/h.webp'],
      links: [{ key: 'web', url: 'https://a.test', title: 'Web', hexa: '#000' }],
    },
    { from: 'owner', text: 'Hola, soy Marta.' },
  ],
  chips: [],
  draft: '',
  notice: null,
};

describe('the plain chat’s hand-over to the app (issue 38)', () => {
  it('opens the app’s chat with the greeting and the plain chat’s messages, under the same conversation id', () => {
    const storage = memoryStorage();
    takeOverPlainChat(chatted, undefined, storage);
    const [entry] = readConversations(storage);
    expect(entry).toMatchObject({ userId: ANONYMOUS_USER_ID, botId: 'bot-1', conversationId: 'conv-9' });
    expect(entry!.conversation.map((m) => [m.from, m.message])).toEqual([
      ['bot', msg.chat.greeting],
      ['user', '¿Cuál es el horario?'],
      ['bot', 'De **lunes a viernes**.'],
      ['owner', 'Hola, soy Marta.'],
    ]);
    expect(entry!.conversation[2]).toMatchObject({
      messageFiles: ['/uploads/h.webp'],
      messageLinks: [{ url: 'https://a.test' }],
    });
    expect(new Set(entry!.conversation.map((m) => m.key)).size).toBe(4);
  });

  it('keeps the stored conversation when nothing was said in the plain chat', () => {
    const storage = memoryStorage();
    takeOverPlainChat(chatted, 'user-1', storage);
    const before = storage.data.get(CONVERSATIONS_KEY);
    takeOverPlainChat(emptyPlainChat('bot-1'), 'user-1', storage);
    // A refused first message has no conversation either.
    takeOverPlainChat({ ...emptyPlainChat('bot-1'), draft: 'hola', notice: 'Espera' }, 'user-1', storage);
    expect(storage.data.get(CONVERSATIONS_KEY)).toBe(before);
    const stored = readConversations(storage)[0]!;
    expect(conversationAfterPlainChat(emptyPlainChat('bot-1'), stored)).toBe(stored);
  });

  it('saves under the signed-in user’s key, replacing what that user had with the bot', () => {
    const storage = memoryStorage();
    takeOverPlainChat(
      { ...chatted, conversationId: 'old', messages: [{ from: 'user', text: 'antes' }] },
      'u',
      storage,
    );
    takeOverPlainChat(chatted, 'u', storage);
    const entries = readConversations(storage).filter((e) => e.userId === 'u');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.conversationId).toBe('conv-9');
  });

  it('reads only a well-formed state from the page', () => {
    expect(parsePlainChat(JSON.stringify(chatted))).toEqual(chatted);
    expect(
      parsePlainChat('{"botId":"b","conversationId":null,"messages":[{"from":"x","text":"a"}]}'),
    ).toBeNull();
    expect(parsePlainChat('no es json')).toBeNull();
    expect(parsePlainChat(undefined)).toBeNull();
  });
});
