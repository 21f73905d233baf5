import { describe, expect, it } from 'vitest';
import { activationEmail, escapeHtml, purchaseEmail, resetEmail, saleEmail } from './templates';

const input = {
  appName: 'Vocero',
  name: 'Ana',
  link: 'https://vocero.example/activar?token=abc&x=1',
  supportEmail: 'soporte@vocero.example',
};

describe('activationEmail', () => {
  it('has a Spanish subject and the link in both parts', () => {
    const email = activationEmail(input);
    expect(email.subject).toBe('Activa tu cuenta en Vocero');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toContain(input.link);
    expect(email.text).toContain('48 horas');
    expect(email.text).toContain(input.supportEmail);
    // The ampersand of the query string is escaped inside HTML attributes and text.
    expect(email.html).toContain('href="https://vocero.example/activar?token=abc&amp;x=1"');
    expect(email.html).toContain('max-width:560px');
    expect(email.html).toContain('48 horas');
    expect(email.html).toContain('mailto:soporte@vocero.example');
  });
});

describe('resetEmail', () => {
  it('has a Spanish subject and the link in both parts', () => {
    const link = 'http://localhost:3000/contrasena/nueva?token=xyz';
    const email = resetEmail({ ...input, link });
    expect(email.subject).toBe('Restablece tu contraseña de Vocero');
    expect(email.text).toContain(link);
    expect(email.text).toContain('1 hora');
    expect(email.text).toContain('tu contraseña no cambia hasta que elijas una nueva');
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).toContain('1 hora');
  });
});

describe('saleEmail', () => {
  const sale = {
    appName: 'Vocero',
    name: 'Rosa',
    buyerName: 'Juan <b>',
    total: '9001.00 ARS',
    link: 'https://vocero.example/orders/sale/abc',
    supportEmail: 'soporte@vocero.example',
  };

  it('announces a live sale with its link and no test-mode notice', () => {
    const email = saleEmail({ ...sale, testMode: false });
    expect(email.subject).toBe('Nueva venta: 9001.00 ARS');
    expect(email.text).toContain('Juan <b> te pagó 9001.00 ARS.');
    expect(email.text).toContain(sale.link);
    expect(email.html).toContain('Juan &lt;b&gt; te pagó 9001.00 ARS.');
    expect(email.html).toContain(`href="${sale.link}"`);
    expect(email.text).not.toContain('Modo de prueba');
    expect(email.html).not.toContain('Modo de prueba');
  });

  it('says plainly that a sandbox sale moved no real money, in the subject and first of all', () => {
    const email = saleEmail({ ...sale, testMode: true });
    expect(email.subject).toBe('[Prueba] Nueva venta: 9001.00 ARS');
    expect(email.text.split('\n')[0]).toBe('Modo de prueba: no se cobra dinero real');
    expect(email.html).toContain('<strong>Modo de prueba: no se cobra dinero real</strong>');
    expect(email.html.indexOf('Modo de prueba')).toBeLessThan(email.html.indexOf('Hola, Rosa:'));
  });
});

describe('escaping', () => {
  it('escapes a hostile name in the HTML part', () => {
    const name = '<script>alert("x")</script> & \'Co\'';
    for (const template of [activationEmail, resetEmail]) {
      const email = template({ ...input, name });
      expect(email.html).not.toContain('<script>');
      expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;');
      // The plain-text part is never rendered as HTML, so it keeps the name as typed.
      expect(email.text).toContain(name);
    }
  });

  it('escapes the application name too', () => {
    const email = activationEmail({ ...input, appName: 'A<b>' });
    expect(email.html).not.toContain('A<b>');
    expect(email.html).toContain('A&lt;b&gt;');
  });

  it('escapeHtml covers the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('links', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://vocero.example/x', 'not a url', ''])(
    'refuses %j',
    (link) => {
      expect(() => activationEmail({ ...input, link })).toThrow();
      expect(() => resetEmail({ ...input, link })).toThrow();
    },
  );

  it('accepts http and https', () => {
    expect(() => activationEmail({ ...input, link: 'http://localhost:3000/a' })).not.toThrow();
    expect(() => resetEmail({ ...input, link: 'https://vocero.example/b' })).not.toThrow();
  });
});

describe('purchaseEmail', () => {
  const purchase = {
    appName: 'Vocero',
    name: 'Juan',
    sellerName: 'Rosa <i>',
    total: '$\u00a02.500 ARS',
    reference: '#3F2A9C1D',
    items: [
      { quantity: 2, title: 'Mate <b>' },
      { quantity: 1, title: 'Bombilla' },
    ],
    delivery: { method: 'delivery' as const, address: 'Av. Colón 1234, Córdoba' },
    sellerContact: ['+54 9 351 555 0101', 'rosa@example.com'],
    link: 'https://vocero.example/orders/purchase/abc',
    supportEmail: 'soporte@vocero.example',
  };

  it('tells the buyer what they paid, what they bought, how it arrives and how to reach the seller', () => {
    const email = purchaseEmail({ ...purchase, testMode: false });
    expect(email.subject).toBe('Tu compra está pagada: $\u00a02.500 ARS');
    expect(email.text).toContain('Hola, Juan:');
    expect(email.text).toContain('Tu pago de $\u00a02.500 ARS a Rosa <i> fue aprobado.');
    expect(email.text).toContain('Pedido #3F2A9C1D: 2 × Mate <b>, 1 × Bombilla.');
    expect(email.text).toContain('Envío a domicilio: Av. Colón 1234, Córdoba.');
    expect(email.text).toContain('escribe a Rosa <i>: +54 9 351 555 0101 · rosa@example.com.');
    expect(email.text).toContain(purchase.link);
    // Names and titles are user input: escaped in the HTML part.
    expect(email.html).toContain('2 × Mate &lt;b&gt;');
    expect(email.html).toContain('Rosa &lt;i&gt;');
    expect(email.html).not.toContain('<b>');
    expect(email.text).not.toContain('Modo de prueba');
  });

  it('says who reaches whom for a pick-up without a published contact', () => {
    const email = purchaseEmail({
      ...purchase,
      delivery: { method: 'pickup' },
      sellerContact: [],
      testMode: false,
    });
    expect(email.text).toContain('Retiro en persona: coordina con Rosa <i> dónde y cuándo retirarlo.');
    expect(email.text).toContain('Rosa <i> se comunicará contigo para coordinar la entrega.');
  });

  it('says plainly that a sandbox purchase moved no money and has nothing to deliver', () => {
    const email = purchaseEmail({ ...purchase, testMode: true });
    expect(email.subject).toBe('[Prueba] Tu compra está pagada: $\u00a02.500 ARS');
    expect(email.text.split('\n')[0]).toBe('Modo de prueba: no se cobra dinero real');
    expect(email.text).toContain('no se cobró dinero y no hay nada que entregar');
    expect(email.text).not.toContain('Envío a domicilio');
  });
});
