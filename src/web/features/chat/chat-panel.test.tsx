import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Timing } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import type { ChatResponse } from '../../../shared/schemas/chat';
import type { VisitorUpdates } from '../../../shared/schemas/widget';
import { jsonResponse, renderWithProviders } from '../../test/render';
import ChatPanel from './chat-panel';
import type { ChatBot } from './chat-store';

const bot: ChatBot = {
  botId: 'bot-1',
  alias: 'vivero',
  name: 'Vivero Lucía',
  pictureUrl: null,
  intents: [{ questions: ['¿A qué hora abren?'] }, { questions: ['¿Hacen envíos?'] }],
};

function reply(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    intent: 'horario',
    message: 'Abrimos de 9 a 18.',
    messageFiles: [],
    messageLinks: [],
    conversationId: 'conv-1',
    options: [],
    suggestions: [],
    ownerActive: false,
    ...overrides,
  };
}

const noOwner: VisitorUpdates = { messages: [], ownerActive: false, ownerName: 'Lucía' };

/** A chat reply as the server streams it (event-stream.ts): `delta` events, then `done` with the reply. */
function streamedResponse(chunks: ReadonlyArray<string | Promise<string>>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(await chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** `fetch` answering the chat's POST with `answer` and the owner-reply polls with `updates`. */
function stubFetch(answer: () => Response | Promise<Response>, updates: VisitorUpdates = noOwner) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return answer();
    if (url.startsWith('/api/bot/bot-1/io/')) return jsonResponse(updates);
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function posts(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> }));
}

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const messages = () => screen.getByRole('log', { name: msg.chat.messages });

describe('ChatPanel', () => {
  beforeEach(() => {
    stubFetch(() => jsonResponse(reply()));
  });

  it('greets the visitor and offers one question of each intent', () => {
    renderWithProviders(<ChatPanel bot={bot} />);

    expect(within(messages()).getByTestId('bot-message').textContent).toBe(msg.chat.greeting);
    const chips = within(screen.getByRole('group', { name: msg.chat.suggested })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['¿A qué hora abren?', '¿Hacen envíos?']);
    expect(screen.getByText(msg.chat.ownerReads)).toBeTruthy();
    expect(screen.getByRole('button', { name: msg.chat.send }).hasAttribute('disabled')).toBe(true);
  });

  it('says there are no suggested questions when the bot has none', () => {
    renderWithProviders(<ChatPanel bot={{ ...bot, intents: [] }} />);
    expect(screen.getByText(msg.chat.noQuestions)).toBeTruthy();
  });

  it('sends the typed message and shows the reply after the pause, with its options as chips', async () => {
    const fetchMock = stubFetch(() => jsonResponse(reply({ options: ['Sí', 'No'] })));
    const user = setup();
    renderWithProviders(<ChatPanel bot={bot} />);

    await user.type(screen.getByRole('textbox', { name: msg.chat.input }), '  ¿Cuándo abren?  {Enter}');

    expect(within(messages()).getByTestId('user-message').textContent).toBe('¿Cuándo abren?');
    expect(screen.getByText(msg.chat.writing)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: msg.chat.input }) as HTMLInputElement).value).toBe('');
    expect(posts(fetchMock)).toEqual([
      {
        url: '/api/bot/bot-1/io',
        body: {
          interaction: { from: 'user', message: '¿Cuándo abren?' },
          botId: 'bot-1',
          appToken: 'test-app-token',
          conversationId: null,
          origin: null,
        },
      },
    ]);

    // The spec's pause: the reply waits before it shows.
    await act(() => vi.advanceTimersByTimeAsync(Timing.botReplyDelayMs - 100));
    expect(within(messages()).getAllByTestId('bot-message')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));

    await waitFor(() => expect(within(messages()).getAllByTestId('bot-message')).toHaveLength(2));
    expect(within(messages()).getAllByTestId('bot-message')[1]!.textContent).toBe('Abrimos de 9 a 18.');
    expect(screen.queryByText(msg.chat.writing)).toBeNull();
    expect(screen.getByText('Vivero Lucía')).toBeTruthy();
    const chips = within(screen.getByRole('group', { name: msg.chat.suggested })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Sí', 'No']);
  });

  it('shows the owner’s products of a reply as cards with their price, what is left and their page', async () => {
    stubFetch(() =>
      jsonResponse(
        reply({
          intent: 'catalog.products',
          message: '**Torta de chocolate**: $ 15.000 ARS (quedan 2).',
          products: [
            {
              publicationId: 'p-1',
              title: 'Torta de chocolate',
              price: '15000.00',
              currency: 'ARS',
              pictureUrl: 'https://v.example/uploads/t.jpg',
              url: 'https://v.example/marketplace/p-1',
              stock: 2,
              purchasable: true,
            },
          ],
        }),
      ),
    );
    const user = setup();
    renderWithProviders(<ChatPanel bot={bot} />);
    await user.type(screen.getByRole('textbox', { name: msg.chat.input }), 'torta de chocolate{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(Timing.botReplyDelayMs));
    const card = await screen.findByTestId('product-card');
    expect(card.textContent).toContain('Torta de chocolate');
    expect(card.textContent).toMatch(/15\.000/);
    expect(card.textContent).toContain(msg.chat.productLeft(2));
    const link = within(card).getByRole('link', { name: msg.chat.productSee });
    expect(link.getAttribute('href')).toBe('https://v.example/marketplace/p-1');
  });

  it('buys from a card: «Comprar» says so in the conversation, and a sold-out card has no «Comprar»', async () => {
    const product = {
      publicationId: 'p-1',
      title: 'Torta de chocolate',
      price: '15000.00',
      currency: 'ARS' as const,
      pictureUrl: null,
      url: 'https://v.example/marketplace/p-1',
      stock: 2,
      purchasable: true,
    };
    const fetchMock = stubFetch(() =>
      jsonResponse(
        reply({
          intent: 'catalog.products',
          message: 'Esto es lo que hay:',
          products: [product, { ...product, publicationId: 'p-2', title: 'Torta de frutilla', stock: 0 }],
        }),
      ),
    );
    const user = setup();
    renderWithProviders(<ChatPanel bot={bot} />);
    await user.type(screen.getByRole('textbox', { name: msg.chat.input }), 'tortas{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(Timing.botReplyDelayMs));
    const cards = await screen.findAllByTestId('product-card');
    expect(within(cards[1]!).queryByRole('button', { name: /Comprar/ })).toBeNull();
    await user.click(
      within(cards[0]!).getByRole('button', { name: `${msg.chat.productBuy}: Torta de chocolate` }),
    );
    await act(() => vi.advanceTimersByTimeAsync(Timing.suggestedQuestionDelayMs));
    await waitFor(() =>
      expect(posts(fetchMock).at(-1)?.body).toMatchObject({
        interaction: { message: msg.chat.buyMessage('Torta de chocolate') },
      }),
    );
  });

  it('sends a chip after its short pause and the next message carries the conversation id', async () => {
    const fetchMock = stubFetch(() => jsonResponse(reply()));
    const user = setup();
    renderWithProviders(<ChatPanel bot={bot} />);

    await user.click(screen.getByRole('button', { name: '¿Hacen envíos?' }));
    expect(screen.queryByTestId('user-message')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(Timing.suggestedQuestionDelayMs));
    expect(within(messages()).getByTestId('user-message').textContent).toBe('¿Hacen envíos?');

    await act(() => vi.advanceTimersByTimeAsync(Timing.botReplyDelayMs));
    await waitFor(() => expect(within(messages()).getAllByTestId('bot-message')).toHaveLength(2));

    await user.type(screen.getByRole('textbox', { name: msg.chat.input }), 'Gracias');
    await user.click(screen.getByRole('button', { name: msg.chat.send }));
    expect(posts(fetchMock).map((post) => post.body.conversationId)).toEqual([null, 'conv-1']);
  });

  it('shows the reply word by word while it is streamed, then as the bot message', async () => {
    let finish!: (rest: string) => void;
    const rest = new Promise<string>((resolve) => (finish = resolve));
    stubFetch(() =>
      streamedResponse([event('delta', { text: 'Abrimos ' }) + event('delta', { text: 'de 9' }), rest]),
    );
    const user = setup();
    renderWithProviders(<ChatPanel bot={bot} />);

    await user.type(screen.getByRole('textbox', { name: msg.chat.input }), 'Horario{Enter}');

    const streaming = await screen.findByTestId('bot-message-streaming');
    await waitFor(() => expect(streaming.textContent).toBe('Abrimos de 9'));
    expect(screen.queryByRole('status', { name: msg.chat.writing })).toBeNull();

    finish(event('delta', { text: ' a 18.' }) + event('done', reply()));

    // No pause after streamed words: the reply replaces them as soon as it is done.
    await waitFor(() => expect(within(messages()).getAllByTestId('bot-message')).toHaveLength(2));
    expect(within(messages()).getAllByTestId('bot-message')[1]!.textContent).toBe('Abrimos de 9 a 18.');
    expect(screen.queryByTestId('bot-message-streaming')).toBeNull();
  });

  it('tells the visitor the server is offline when the message cannot go', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = setup();
    renderWithProviders(<ChatPanel bot={bot} />);

    await user.type(screen.getByRole('textbox', { name: msg.chat.input }), 'Hola{Enter}');

    expect(await screen.findByText(msg.chat.offline)).toBeTruthy();
    expect(screen.queryByText(msg.chat.writing)).toBeNull();
    expect(within(messages()).getAllByTestId('bot-message')).toHaveLength(1);
  });

  it('keeps the conversation for the next visit', async () => {
    const user = setup();
    const first = renderWithProviders(<ChatPanel bot={bot} />);
    await user.type(screen.getByRole('textbox', { name: msg.chat.input }), '¿Cuándo abren?{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(Timing.botReplyDelayMs));
    await waitFor(() => expect(within(messages()).getAllByTestId('bot-message')).toHaveLength(2));
    first.unmount();

    renderWithProviders(<ChatPanel bot={bot} />);
    expect(within(messages()).getByTestId('user-message').textContent).toBe('¿Cuándo abren?');
    expect(within(messages()).getAllByTestId('bot-message')[1]!.textContent).toBe('Abrimos de 9 a 18.');
  });

  it('starts from a tip-card phrase instead of the stored conversation', () => {
    renderWithProviders(<ChatPanel bot={bot} seedPhrase="¿Ya probaste nuestros plantines?" />);
    expect(within(messages()).getByTestId('bot-message').textContent).toBe(
      '¿Ya probaste nuestros plantines?',
    );
    expect(screen.queryByText(msg.chat.greeting)).toBeNull();
  });

  it('shows the owner attending and their hand replies, and the bot stays quiet', async () => {
    stubFetch(() => jsonResponse(reply({ message: '', intent: null, ownerActive: true })), {
      messages: [{ _id: 'r1', text: 'Hola, soy Lucía. Te ayudo yo.', createdAt: '2026-11-27T10:00:00.000Z' }],
      ownerActive: true,
      ownerName: 'Lucía',
    });
    const user = setup();
    renderWithProviders(<ChatPanel bot={bot} />);

    await user.type(
      screen.getByRole('textbox', { name: msg.chat.input }),
      'Quiero hablar con alguien{Enter}',
    );

    const owner = await screen.findByTestId('owner-message');
    expect(owner.textContent).toBe(`${msg.handoff.ownerAuthor('Lucía')}Hola, soy Lucía. Te ayudo yo.`);
    expect(screen.getByText(msg.handoff.ownerAttending('Lucía'))).toBeTruthy();
    expect(within(messages()).getAllByTestId('bot-message')).toHaveLength(1);
  });

  it('keeps the cursor in the input after sending, by Enter or by Send, while the bot writes and after', async () => {
    const user = setup();
    renderWithProviders(<ChatPanel bot={bot} />);
    const input = screen.getByRole('textbox', { name: msg.chat.input });

    await user.type(input, 'Hola{Enter}');
    // The input is never disabled: a phone's keyboard would close with it.
    expect(input.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(input);
    await act(() => vi.advanceTimersByTimeAsync(Timing.botReplyDelayMs));
    await waitFor(() => expect(within(messages()).getAllByTestId('bot-message')).toHaveLength(2));
    expect(document.activeElement).toBe(input);

    await user.type(input, 'Gracias');
    await user.click(screen.getByRole('button', { name: msg.chat.send }));
    expect(within(messages()).getAllByTestId('user-message')).toHaveLength(2);
    expect(document.activeElement).toBe(input);
    // What is typed while the bot writes waits for the reply.
    await user.type(input, 'Otra{Enter}');
    expect(within(messages()).getAllByTestId('user-message')).toHaveLength(2);
    expect((input as HTMLInputElement).value).toBe('Otra');
    expect(document.activeElement).toBe(input);
  });

  it('names who says each message for screen readers, beside the bubble', async () => {
    const user = setup();
    renderWithProviders(<ChatPanel bot={bot} />);
    await user.type(screen.getByRole('textbox', { name: msg.chat.input }), '¿Cuándo abren?{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(Timing.botReplyDelayMs));
    await waitFor(() => expect(within(messages()).getAllByTestId('bot-message')).toHaveLength(2));

    expect(messages().textContent).toBe(
      [
        msg.chat.speakerBot('Vivero Lucía'),
        msg.chat.greeting,
        msg.chat.speakerYou,
        '¿Cuándo abren?',
        msg.chat.speakerBot('Vivero Lucía'),
        'Abrimos de 9 a 18.',
      ].join(''),
    );
    expect(within(messages()).getAllByTestId('user-message')[0]!.textContent).toBe('¿Cuándo abren?');
  });

  it('makes the reply’s phone, e-mail and the bot’s own address links to call, write and see on a map', async () => {
    stubFetch(() =>
      jsonResponse(
        reply({
          message:
            'Llámanos al 351 555 0101, escríbenos a hola@vivero.com.ar o ven a Av. Colón 1234. Es <b>gratis</b>.',
        }),
      ),
    );
    const user = setup();
    const located: ChatBot = {
      ...bot,
      contacts: { country: 'AR', address: 'Av. Colón 1234', mapQuery: 'Av. Colón 1234, Córdoba, Argentina' },
    };
    renderWithProviders(<ChatPanel bot={located} />);
    await user.type(screen.getByRole('textbox', { name: msg.chat.input }), '¿Dónde están?{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(Timing.botReplyDelayMs));
    await waitFor(() => expect(within(messages()).getAllByTestId('bot-message')).toHaveLength(2));

    const answer = within(messages()).getAllByTestId('bot-message')[1]!;
    const call = await within(answer).findByRole('link', { name: '351 555 0101' });
    expect(call.getAttribute('href')).toBe('tel:+543515550101');
    expect(call.hasAttribute('target')).toBe(false);
    expect(within(answer).getByRole('link', { name: 'hola@vivero.com.ar' }).getAttribute('href')).toBe(
      'mailto:hola@vivero.com.ar',
    );
    const map = within(answer).getByRole('link', { name: 'Av. Colón 1234' });
    expect(map.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Col%C3%B3n%201234%2C%20C%C3%B3rdoba%2C%20Argentina',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    // Markup in a reply is still text.
    expect(answer.querySelector('b')).toBeNull();
    expect(answer.textContent).toContain('<b>gratis</b>');
  });

  it('shows the suggestions as one row that gets smaller once the visitor writes', async () => {
    const user = setup();
    renderWithProviders(<ChatPanel bot={bot} />);
    const row = () => screen.getByTestId('chat-chips');
    expect(row().hasAttribute('data-started')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: msg.chat.input }), 'Hola{Enter}');
    expect(row().hasAttribute('data-started')).toBe(true);
    expect(within(row()).getAllByRole('button')[0]!.getAttribute('data-size')).toBe('compact-xs');
  });
});
