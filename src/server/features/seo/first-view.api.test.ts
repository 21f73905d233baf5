import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../shared/messages.es';
import { botHours, bots, faqEntries, whatsappConnections } from '../../db/schema';
import { createUser } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'vocero-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Vocero</title></head><body><div id="root"></div></body></html>',
  );
  // The build's manifest names the home screen's code (src/server/plugins/route-modules.ts).
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(
    path.join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', isEntry: true },
      'routes/home.tsx': { file: 'assets/home-b2.js' },
      'routes/content/questions.tsx': { file: 'assets/questions-c3.js' },
    }),
  );
  t = await buildTestApp({ webRoot });
  const owner = await createUser(t, { hero: 'duena-fv', name: 'Dueña <b>FV</b>', bio: 'Hago "tortas".' });
  await t.ctx.database.db.insert(bots).values([
    {
      alias: 'pasteleria-fv',
      name: 'Pastelería <script>alert(1)</script>',
      description: 'Tortas & postres "caseros".',
      categoryKey: 'general',
      pictureUrl: '/uploads/bots/profiles/x/torta.webp',
      // A hostile cover address cannot leave the CSS url() or the style attribute.
      coverUrl: '/uploads/x.webp");background:url(https://evil.example/x)"><script>alert(2)</script>',
      tags: [],
      createdBy: owner.id,
    },
    {
      alias: 'oculto-fv',
      name: 'Bot oculto FV',
      description: 'No publicado',
      categoryKey: 'general',
      status: 0,
      createdBy: owner.id,
    },
  ]);
});
afterAll(() => t.close());

/** The HTML inside the app's root element: what a browser shows before the JavaScript runs. */
async function firstView(url: string): Promise<{ status: number; root: string }> {
  const response = await t.app.inject({ method: 'GET', url });
  const root = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(response.body)?.[1] ?? '';
  return { status: response.statusCode, root };
}

describe('the first view in the HTML', () => {
  it('draws a bot page: name, picture with its size, description and a chat that works, all escaped', async () => {
    const { status, root } = await firstView('/pasteleria-fv');
    expect(status).toBe(200);
    expect(root).toContain('<h1>Pastelería &#60;script&#62;alert(1)&#60;/script&#62;</h1>');
    expect(root).toContain('Tortas &#38; postres &#34;caseros&#34;.');
    expect(root).toMatch(
      /<img class="fv-avatar" src="\/uploads\/bots\/profiles\/x\/torta.webp"[^>]*width="128" height="128"/,
    );
    // The plain chat (issue 38) is usable at once: a form, not a spinner, and the page is not busy.
    expect(root).toContain(
      '<form class="fv-form" method="post" action="/pasteleria-fv#chat" data-plain-chat>',
    );
    expect(root).toContain(`placeholder="${msg.chat.input}"`);
    expect(root).not.toContain(msg.botPage.chatLoading);
    expect(root).not.toContain('aria-busy');
    expect(root).not.toContain('<script');
    expect(root).not.toContain('evil.example/x)');
  });

  it('links the bot’s WhatsApp as the app does, when it has a number', async () => {
    expect((await firstView('/pasteleria-fv')).root).not.toContain('class="fv-wa"');
    const [bot] = await t.ctx.database.db.select().from(bots).where(eq(bots.alias, 'pasteleria-fv'));
    await t.ctx.database.db.insert(whatsappConnections).values({
      botId: bot!.id,
      phoneNumberId: 'fv-phone-1',
      displayPhoneNumber: '+54 9 351 555-0000',
      accessTokenSealed: 'sealed',
    });
    const { root } = await firstView('/pasteleria-fv');
    expect(root).toContain(
      `<a class="fv-wa" href="https://wa.me/5493515550000" target="_blank" rel="noopener noreferrer" aria-label="${msg.botPage.writeOnWhatsAppLabel('Pastelería &#60;script&#62;alert(1)&#60;/script&#62;')}">${msg.botPage.writeOnWhatsApp}</a>`,
    );
  });

  it('asks for the bot’s cover early, escaped', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/pasteleria-fv' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/x.webp&#34;);background:url(https://evil.example/x)&#34;&#62;&#60;script&#62;alert(2)&#60;/script&#62;">',
    );
    const shell = (await t.app.inject({ method: 'GET', url: '/dashboard/bots' })).body;
    expect(shell).not.toContain('rel="preload" as="image"');
  });

  it('lists the directory’s first bots as links, with the filters of the address', async () => {
    const all = await firstView('/bots');
    expect(all.root).toContain(`<h1>${msg.home.explore}</h1>`);
    expect(all.root).toContain('href="/pasteleria-fv"');
    expect(all.root).not.toContain('oculto-fv');
    const filtered = await firstView('/bots?q=ferreteria');
    expect(filtered.root).not.toContain('href="/pasteleria-fv"');
  });

  it('says whether the business is open on its page and on its card, and «abierto» keeps only the open ones', async () => {
    const db = t.ctx.database.db;
    const [bot] = await db.select().from(bots).where(eq(bots.alias, 'pasteleria-fv'));
    expect((await firstView('/pasteleria-fv')).root).not.toContain('fv-hours');
    // Open every day, all day: whatever the time of the test, it is open now.
    const always = Array.from({ length: 7 }, (_, day) => ({ day, open: '00:00', close: '24:00' }));
    await db
      .insert(botHours)
      .values({ botId: bot!.id, timeZone: 'America/Argentina/Cordoba', weekly: always });
    expect((await firstView('/pasteleria-fv')).root).toContain(
      '<p class="fv-hours">Abierto ahora · cierra a la medianoche</p>',
    );
    const open = await firstView('/bots?abierto=true');
    expect(open.root).toMatch(/href="\/pasteleria-fv"[^]*?<span class="fv-hours">Abierto ahora<\/span>/);
    // Closed today (a closure on the business's date): the page says when it opens, and the filter drops it.
    const today = DateTime.now().setZone('America/Argentina/Cordoba').toISODate()!;
    await db
      .update(botHours)
      .set({ closures: [{ date: today, note: 'Feriado' }] })
      .where(eq(botHours.botId, bot!.id));
    expect((await firstView('/pasteleria-fv')).root).toContain(
      '<p class="fv-hours fv-closed">Cerrado · abre mañana a la medianoche</p>',
    );
    expect((await firstView('/bots?abierto=true')).root).not.toContain('href="/pasteleria-fv"');
    expect((await firstView('/bots')).root).toContain('href="/pasteleria-fv"');
    await db.delete(botHours).where(eq(botHours.botId, bot!.id));
  });

  it('lists the directory’s first bots in the order of the address, as the app will', async () => {
    const owner = await createUser(t);
    const day = 24 * 3600 * 1000;
    await t.ctx.database.db.insert(bots).values([
      {
        alias: 'orden-viejo-fv',
        name: 'Orden viejo',
        description: 'El mejor calificado, pero antiguo.',
        categoryKey: 'openings',
        tags: ['orden-fv'],
        globalRating: 5,
        ratingsCount: 4,
        createdAt: new Date(Date.now() - 3 * day),
        createdBy: owner.id,
      },
      {
        alias: 'orden-nuevo-fv',
        name: 'Orden nuevo',
        description: 'Recién llegado, sin calificaciones todavía.',
        categoryKey: 'openings',
        tags: ['orden-fv'],
        createdBy: owner.id,
      },
      // An unpublished bot rated lower than the others: the platform's mean (the prior a new bot sits at)
      // is then below the old bot's own average.
      {
        alias: 'orden-medio-fv',
        name: 'Orden medio',
        description: 'No publicado, calificado por debajo.',
        categoryKey: 'openings',
        status: 0,
        globalRating: 3,
        ratingsCount: 10,
        createdBy: owner.id,
      },
    ]);
    const order = (root: string) => [...root.matchAll(/href="\/(orden-[a-z]+-fv)"/g)].map((m) => m[1]);
    for (const [url, expected] of [
      ['/bots?tags=orden-fv', ['orden-viejo-fv', 'orden-nuevo-fv']],
      ['/bots?tags=orden-fv&sort=rating', ['orden-viejo-fv', 'orden-nuevo-fv']],
      ['/bots?tags=orden-fv&sort=recent', ['orden-nuevo-fv', 'orden-viejo-fv']],
    ] as const) {
      expect(order((await firstView(url)).root), url).toEqual(expected);
    }
  });

  it('shows pictures on the directory’s first four cards only; the rest wait with their colour', async () => {
    const owner = await createUser(t);
    await t.ctx.database.db.insert(bots).values(
      Array.from({ length: 6 }, (_, i) => ({
        alias: `foto-${i}-fv`,
        name: `Foto ${i}`,
        description: 'Con portada y foto.',
        categoryKey: 'openings',
        tags: ['fotos-fv'],
        pictureUrl: `/uploads/foto-${i}.webp`,
        coverUrl: `/uploads/portada-${i}.webp`,
        createdBy: owner.id,
      })),
    );
    const cards = (await firstView('/bots?tags=fotos-fv')).root.split('<li>').slice(1);
    expect(cards).toHaveLength(6);
    const covered = cards.filter((card) => /portada-\d\.webp/.test(card));
    expect(covered).toHaveLength(4);
    expect(cards.slice(0, 4)).toEqual(covered);
    for (const card of cards.slice(4)) {
      expect(card).toContain('linear-gradient');
      expect(card).toMatch(/<img class="fv-thumb" src="\/uploads\/foto-\d\.webp"[^>]* loading="lazy"/);
    }
    for (const card of cards.slice(0, 4)) expect(card).not.toContain('loading="lazy"');
  });

  it('cuts the directory’s descriptions at a word, as the cards do', async () => {
    const owner = await createUser(t);
    await t.ctx.database.db.insert(bots).values({
      alias: 'largo-fv',
      name: 'Descripción larga',
      description:
        'Soy el representante virtual de Clínica Dental Sonrisas, en Palermo. Te cuento sobre tratamientos.',
      categoryKey: 'openings',
      tags: ['largo-fv'],
      createdBy: owner.id,
    });
    expect((await firstView('/bots?tags=largo-fv')).root).toContain(
      '<span class="fv-item-text">Soy el representante virtual de Clínica Dental Sonrisas, en Palermo. Te...</span>',
    );
  });

  it('draws a public profile and the home’s hero', async () => {
    const profile = await firstView('/a/duena-fv');
    expect(profile.root).toContain('<h1>Dueña &#60;b&#62;FV&#60;/b&#62;</h1>');
    expect(profile.root).toContain('Hago &#34;tortas&#34;.');
    const home = await firstView('/');
    expect(home.root).toContain(`<h1>${msg.home.heroTitle}</h1>`);
    expect(home.root).toContain('href="/bots"');
  });

  it('names the home screen’s code in the head of `/` only, so it comes beside the entry', async () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/home-b2.js">';
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home.slice(0, home.indexOf('</head>'))).toContain(preload);
    for (const url of ['/bots', '/pasteleria-fv', '/dashboard']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).not.toContain('modulepreload');
    }
  });

  it('draws /questions with its published questions and answers, escaped, and no spinner', async () => {
    await t.ctx.database.db.insert(faqEntries).values([
      { question: '¿Cuánto cuesta <b>tener</b> un bot?', answer: 'Crear tu bot es **gratis**.', position: 0 },
      { question: 'Pregunta en borrador', answer: 'Todavía no.', position: 1, published: false },
    ]);
    const { status, root } = await firstView('/questions');
    expect(status).toBe(200);
    expect(root).toContain(`<h1>${msg.pages.questions}</h1>`);
    expect(root).toContain('¿Cuánto cuesta &#60;b&#62;tener&#60;/b&#62; un bot?');
    // The answer as the app's markdown draws it, in plain HTML that opens without JavaScript.
    expect(root).toContain('<p>Crear tu bot es <strong>gratis</strong>.</p></details>');
    expect(root).not.toContain('Pregunta en borrador');
    expect(root).not.toContain('fv-spin');
    // Its screen's code comes beside the entry, like the home's.
    const head = (await t.app.inject({ method: 'GET', url: '/questions' })).body.split('</head>')[0];
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/questions-c3.js">');
  });

  it('gives every other page, and a hidden bot, the branded shell with a spinner and nothing private', async () => {
    for (const url of ['/dashboard/bots', '/oculto-fv', '/auth']) {
      const { root } = await firstView(url);
      expect(root, url).toContain('class="fv-bar"');
      expect(root, url).toContain(
        `role="status"><span class="fv-spin" aria-hidden="true"></span>${msg.app.loading}`,
      );
      expect(root, url).not.toContain('Bot oculto FV');
    }
  });
});
