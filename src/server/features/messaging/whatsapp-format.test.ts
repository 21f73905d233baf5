import { describe, expect, it } from 'vitest';
import { outgoingMessages, readIncoming, toWhatsAppText } from './whatsapp-format';
import { receivedMessages, signatureOf, signatureValid } from './webhook';

const reply = (over: Partial<Parameters<typeof outgoingMessages>[0]>) => ({
  message: '',
  messageFiles: [],
  messageLinks: [],
  options: [],
  ...over,
});

describe('markdown on WhatsApp', () => {
  it('writes bold, italics, strikes, headings, bullets and links the WhatsApp way', () => {
    expect(toWhatsAppText('Abrimos **lunes a viernes** y *a veces* sábados, ~~domingos~~.')).toBe(
      'Abrimos *lunes a viernes* y _a veces_ sábados, ~domingos~.',
    );
    expect(toWhatsAppText('## Precios\n* Pan: $10\n+ Facturas: $5')).toBe(
      '*Precios*\n- Pan: $10\n- Facturas: $5',
    );
    expect(toWhatsAppText('Mira [el menú](https://pan.example/menu) o https://pan.example')).toBe(
      'Mira el menú: https://pan.example/menu o https://pan.example',
    );
    expect(toWhatsAppText('[https://pan.example](https://pan.example/)')).toBe('https://pan.example/');
    expect(toWhatsAppText('Escríbenos a [ventas](mailto:ventas@pan.example)')).toBe(
      'Escríbenos a ventas: ventas@pan.example',
    );
    expect(toWhatsAppText('__Importante__: 2 * 3 = 6')).toBe('*Importante*: 2 * 3 = 6');
  });
});

describe('a reply as WhatsApp messages', () => {
  const to = '5491122334455';

  it('sends text with the documented body, and images as image messages after it', () => {
    const messages = outgoingMessages(
      reply({ message: 'Hola **Ana**', messageFiles: ['/uploads/a.webp', 'https://cdn.example/b.jpg'] }),
      to,
      'https://vocero.example',
    );
    expect(messages).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'text',
        text: { body: 'Hola *Ana*' },
      },
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'image',
        image: { link: 'https://vocero.example/uploads/a.webp' },
      },
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'image',
        image: { link: 'https://cdn.example/b.jpg' },
      },
    ]);
  });

  it('offers up to three short options as reply buttons, and longer ones as a list', () => {
    const [buttons] = outgoingMessages(
      reply({ message: '¿Qué turno?', options: ['Mañana', 'Tarde'] }),
      to,
      'x',
    );
    expect(buttons).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: '¿Qué turno?' },
        action: {
          buttons: [{ reply: { id: 'Mañana', title: 'Mañana' } }, { reply: { id: 'Tarde', title: 'Tarde' } }],
        },
      },
    });
    const suggestions = ['¿Cuál es el horario de atención?', '¿Hacen envíos a domicilio?', 'Precios'];
    const [list] = outgoingMessages(
      reply({ message: '¿Es alguna de estas preguntas?', options: suggestions }),
      to,
      'x',
    );
    expect(list).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: '¿Es alguna de estas preguntas?' },
        action: {
          button: 'Ver opciones',
          sections: [
            {
              rows: [
                {
                  id: '¿Cuál es el horario de atención?',
                  title: '¿Cuál es el horario de…',
                  description: '¿Cuál es el horario de atención?',
                },
                { id: '¿Hacen envíos a domicilio?', title: '¿Hacen envíos a domicil…' },
                { id: 'Precios', title: 'Precios' },
              ],
            },
          ],
        },
      },
    });
    const rows = (list!.interactive as { action: { sections: Array<{ rows: Array<{ title: string }> }> } })
      .action.sections[0]!.rows;
    expect(rows.every((row) => row.title.length <= 24)).toBe(true);
  });

  it('sends a product’s photo with its title and page, the page of one without a photo in the text, and a list to order', () => {
    const sale = { price: '15000.00', currency: 'ARS' as const, stock: 3, purchasable: true };
    const messages = outgoingMessages(
      reply({
        message: 'Esto es lo que hay:',
        products: [
          {
            title: 'Torta de chocolate',
            url: 'https://v.example/marketplace/a',
            pictureUrl: '/uploads/t.jpg',
            ...sale,
          },
          {
            title: 'Budín de limón',
            url: 'https://v.example/marketplace/b',
            pictureUrl: null,
            ...sale,
            purchasable: false,
          },
        ],
      }),
      to,
      'https://v.example',
    );
    expect(messages).toEqual([
      expect.objectContaining({
        type: 'text',
        text: expect.objectContaining({
          body: 'Esto es lo que hay:\nBudín de limón: https://v.example/marketplace/b',
        }),
      }),
      expect.objectContaining({
        type: 'image',
        image: {
          link: 'https://v.example/uploads/t.jpg',
          caption: 'Torta de chocolate\nhttps://v.example/marketplace/a',
        },
      }),
      // Only what can be bought goes in the list to order from; a row says what the card's «Comprar» says.
      expect.objectContaining({
        type: 'interactive',
        interactive: {
          type: 'list',
          body: { text: 'Para hacer un pedido, está la lista de productos:' },
          action: {
            button: 'Comprar',
            sections: [
              {
                rows: [
                  {
                    id: 'Quiero comprar Torta de chocolate',
                    title: 'Torta de chocolate',
                    description: expect.stringMatching(/15\.000/),
                  },
                ],
              },
            ],
          },
        },
      }),
    ]);
  });

  it('sends the order’s page as a button that opens it', () => {
    const url = 'https://v.example/pedido/abc';
    const messages = outgoingMessages(
      reply({
        message: '¡Listo! El pedido #3F2A9C1D quedó reservado.',
        messageLinks: [{ key: 'web', url, title: 'Pagar pedido' }],
        checkoutUrl: url,
      }),
      to,
      'https://v.example',
    );
    expect(messages).toEqual([
      expect.objectContaining({
        type: 'interactive',
        interactive: {
          type: 'cta_url',
          body: { text: '¡Listo! El pedido #3F2A9C1D quedó reservado.' },
          action: { name: 'cta_url', parameters: { display_text: 'Pagar pedido', url } },
        },
      }),
    ]);
  });

  it('offers the free times of a booking as a list, even two of them', () => {
    const times = [
      { text: 'jue 4/12 15:00', start: '2026-12-04T15:00:00-03:00' },
      { text: 'jue 4/12 15:30', start: '2026-12-04T15:30:00-03:00' },
    ];
    const [list] = outgoingMessages(
      reply({ message: 'Estos son los horarios libres:', options: times.map((t) => t.text), times }),
      to,
      'x',
    );
    expect(list).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'list',
        action: {
          button: 'Ver horarios',
          sections: [{ rows: [{ id: 'jue 4/12 15:00' }, { id: 'jue 4/12 15:30' }] }],
        },
      },
    });
  });

  it('sends a long text on its own before the choices, and adds links the text does not give', () => {
    const long = 'a'.repeat(1500);
    const messages = outgoingMessages(reply({ message: long, options: ['Sí', 'No'] }), to, 'x');
    expect(messages.map((m) => m.type)).toEqual(['text', 'interactive']);
    expect(messages[1]).toMatchObject({ interactive: { body: { text: 'Estas son las opciones:' } } });
    const [text] = outgoingMessages(
      reply({
        message: 'No tengo esa información.',
        messageLinks: [
          { key: 'web', url: 'https://vocero.example/contact', title: 'Hablemos' },
          { key: 'whatsapp', url: 'https://wa.me/549', title: 'WhatsApp' },
        ],
      }),
      to,
      'x',
    );
    expect(text).toMatchObject({
      text: {
        body: 'No tengo esa información.\nHablemos: https://vocero.example/contact',
        preview_url: true,
      },
    });
  });
});

describe("a customer's message", () => {
  it('reads text, tapped buttons and list rows; declines media; ignores the rest', () => {
    expect(readIncoming({ type: 'text', text: { body: ' Hola ' } })).toEqual({ kind: 'text', text: 'Hola' });
    expect(
      readIncoming({
        type: 'interactive',
        interactive: { type: 'list_reply', list_reply: { id: '¿Hacen envíos?', title: '¿Hacen…' } },
      }),
    ).toEqual({ kind: 'text', text: '¿Hacen envíos?' });
    expect(readIncoming({ type: 'button', button: { text: 'Sí', payload: 'SI' } })).toEqual({
      kind: 'text',
      text: 'Sí',
    });
    expect(readIncoming({ type: 'audio', audio: { id: '1' } })).toMatchObject({
      kind: 'media',
      shown: '[Audio]',
    });
    expect(readIncoming({ type: 'image', image: { caption: '¿Tienen este?' } })).toMatchObject({
      kind: 'media',
      shown: '[Imagen] ¿Tienen este?',
    });
    expect(readIncoming({ type: 'reaction', reaction: { emoji: '👍' } })).toEqual({ kind: 'ignore' });
    expect(readIncoming({ type: 'text', text: {} })).toEqual({ kind: 'ignore' });
  });

  it('is routed by the phone number id of its change, with the profile name of its sender', () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: '123' },
                contacts: [{ wa_id: '5491100', profile: { name: 'Ana' } }],
                messages: [
                  {
                    from: '5491100',
                    id: 'wamid.A',
                    timestamp: '1700000000',
                    type: 'text',
                    text: { body: 'Hola' },
                  },
                ],
              },
            },
            { field: 'messages', value: { metadata: { phone_number_id: '123' }, statuses: [{ id: 'x' }] } },
            { field: 'account_update', value: { metadata: { phone_number_id: '123' }, messages: [{}] } },
          ],
        },
      ],
    };
    expect(receivedMessages(body)).toEqual([
      {
        channel: 'whatsapp',
        accountId: '123',
        messageId: 'wamid.A',
        senderId: '5491100',
        profileName: 'Ana',
        type: 'text',
        sentAt: new Date(1_700_000_000_000),
        payload: body.entry[0]!.changes[0]!.value.messages![0],
      },
    ]);
    expect(receivedMessages('nada')).toEqual([]);
    expect(receivedMessages({ entry: [{ changes: [null, { value: null }] }] })).toEqual([]);
  });

  it('checks the signature over the exact bytes, in constant time', () => {
    const raw = Buffer.from('{"a":1}');
    expect(signatureValid(raw, signatureOf(raw, 's'), 's')).toBe(true);
    expect(signatureValid(raw, signatureOf(raw, 's').toUpperCase().replace('SHA256', 'sha256'), 's')).toBe(
      true,
    );
    expect(signatureValid(Buffer.from('{"a": 1}'), signatureOf(raw, 's'), 's')).toBe(false);
    expect(signatureValid(raw, signatureOf(raw, 'otro'), 's')).toBe(false);
    expect(signatureValid(raw, undefined, 's')).toBe(false);
    expect(signatureValid(raw, 'sha256=abc', 's')).toBe(false);
    expect(signatureValid(raw, ['a', 'b'], 's')).toBe(false);
  });
});
