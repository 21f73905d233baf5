import { describe, expect, it } from 'vitest';
import { metaReplyMessages, metaTextMessage, readMetaIncoming, toPlainText } from './meta-format';
import { receivedMetaMessages } from './meta-webhook';

const reply = (overrides: Partial<Parameters<typeof metaReplyMessages>[1]> = {}) => ({
  message: '',
  messageFiles: [],
  messageLinks: [],
  options: [],
  ...overrides,
});

describe('Messenger and Instagram messages', () => {
  it('writes markdown as plain words, links written out', () => {
    expect(
      toPlainText('Abrimos **de 9 a 19 h**, *martes a sábado*. Mira [la web](https://sol.example).'),
    ).toBe('Abrimos de 9 a 19 h, martes a sábado. Mira la web: https://sol.example.');
    // Underscores inside an address stay.
    expect(toPlainText('Escribe a https://sol.example/mi_turno_web')).toBe(
      'Escribe a https://sol.example/mi_turno_web',
    );
  });

  it('fits Instagram texts to 1,000 bytes and Messenger texts to 2,000 characters', () => {
    const long = 'ñ'.repeat(1500);
    const ig = metaTextMessage('instagram', '1', long).message as { text: string };
    expect(Buffer.byteLength(ig.text)).toBeLessThanOrEqual(1000);
    expect(ig.text.endsWith('…')).toBe(true);
    const fb = metaTextMessage('messenger', '1', long).message as { text: string };
    expect(fb.text).toBe(long);
    expect(
      (metaTextMessage('messenger', '1', 'x'.repeat(2500)).message as { text: string }).text,
    ).toHaveLength(2000);
  });

  it('sends images first and the text last with up to 13 quick replies', () => {
    const messages = metaReplyMessages(
      'messenger',
      reply({
        message: 'Elige un horario:',
        messageFiles: ['/uploads/a.jpg'],
        options: Array.from({ length: 15 }, (_, i) => `Opción ${i + 1}`),
      }),
      '42',
      'https://vocero.example',
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({
      recipient: { id: '42' },
      messaging_type: 'RESPONSE',
      message: {
        attachment: {
          type: 'image',
          payload: { url: 'https://vocero.example/uploads/a.jpg', is_reusable: true },
        },
      },
    });
    const last = messages[1]!.message as { text: string; quick_replies: unknown[] };
    expect(last.text).toBe('Elige un horario:');
    expect(last.quick_replies).toHaveLength(13);
  });

  it('offers products that can be bought as quick replies, and an order page as its address', () => {
    const product = {
      title: 'Torta de chocolate',
      url: 'https://vocero.example/p/torta',
      pictureUrl: null,
      price: '12000',
      currency: 'ARS' as const,
      stock: 3,
      purchasable: true,
    };
    const [list] = metaReplyMessages(
      'instagram',
      reply({ message: 'Tenemos esto:', products: [product] }),
      '7',
      'https://v.example',
    );
    expect(list!.message).toMatchObject({
      text: expect.stringContaining('Torta de chocolate'),
      quick_replies: [
        { content_type: 'text', title: 'Torta de chocolate', payload: 'Quiero comprar Torta de chocolate' },
      ],
    });
    const [order] = metaReplyMessages(
      'messenger',
      reply({ message: 'Listo, tu pedido.', checkoutUrl: 'https://v.example/pedido/abc' }),
      '7',
      'https://v.example',
    );
    expect(order!.message).toEqual({ text: 'Listo, tu pedido.\nPagar pedido: https://v.example/pedido/abc' });
  });

  it('reads texts, quick replies, postbacks and attachments, and never its own echoes', () => {
    expect(readMetaIncoming({ message: { mid: 'm', text: ' hola ' } })).toEqual({
      kind: 'text',
      text: 'hola',
    });
    expect(
      readMetaIncoming({
        message: { mid: 'm', text: 'Tarde…', quick_reply: { payload: 'Tarde, todo el día' } },
      }),
    ).toEqual({
      kind: 'text',
      text: 'Tarde, todo el día',
    });
    expect(readMetaIncoming({ postback: { mid: 'm', title: 'Empezar', payload: 'GET_STARTED' } })).toEqual({
      kind: 'text',
      text: 'GET_STARTED',
    });
    expect(
      readMetaIncoming({ message: { mid: 'm', attachments: [{ type: 'audio', payload: {} }] } }),
    ).toMatchObject({
      kind: 'media',
      shown: '[Audio]',
    });
    expect(readMetaIncoming({ message: { mid: 'm', text: 'Gracias', is_echo: true } })).toEqual({
      kind: 'ignore',
    });
    expect(readMetaIncoming({ read: { watermark: 1 } })).toEqual({ kind: 'ignore' });
  });

  it('takes the messages of a page or Instagram delivery, routed by the account that received them', () => {
    const delivery = {
      object: 'instagram',
      entry: [
        {
          id: '178',
          time: 1,
          messaging: [
            {
              sender: { id: '111' },
              recipient: { id: '178' },
              timestamp: 1_700_000_000_000,
              message: { mid: 'a', text: 'Hola' },
            },
            {
              sender: { id: '178' },
              recipient: { id: '111' },
              timestamp: 1,
              message: { mid: 'b', text: 'x', is_echo: true },
            },
            { sender: { id: '111' }, recipient: { id: '178' }, timestamp: 1, read: { mid: 'a' } },
            {
              sender: { id: 'nope' },
              recipient: { id: '178' },
              timestamp: 1,
              message: { mid: 'c', text: 'x' },
            },
          ],
        },
      ],
    };
    expect(receivedMetaMessages(delivery)).toEqual({
      platform: 'instagram',
      messages: [
        {
          channel: 'instagram',
          accountId: '178',
          messageId: 'a',
          senderId: '111',
          profileName: null,
          type: 'text',
          sentAt: new Date(1_700_000_000_000),
          payload: delivery.entry[0]!.messaging[0],
        },
      ],
    });
    expect(receivedMetaMessages({ object: 'page', entry: 'x' })).toEqual({
      platform: 'messenger',
      messages: [],
    });
    expect(receivedMetaMessages({ object: 'whatsapp_business_account' })).toBeNull();
  });
});
