import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../shared/messages.es';
import { bots, passages, sources } from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { createBotAs } from '../../test/bots-helpers';
import { makeDocx, makePdf, multipartFile } from '../../test/document-helpers';
import { buildTestApp, createPostgresDatabase, type TestApp } from '../../test/test-app';
import { LEASE_MS, processPendingSources } from './source-jobs';
import { claimPendingSource, finishSource } from './sources.repo';

const m = msg.sources;

/** A small website on a local HTTP server: a sitemap, a robots.txt closing one page, an FAQ, a redirect. */
function startSite(): Promise<{
  server: Server;
  base: string;
  port: number;
  requests: Array<{ host: string; path: string; agent: string }>;
}> {
  const requests: Array<{ host: string; path: string; agent: string }> = [];
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head><body><nav><a href="/">Inicio</a> <a href="/contacto">Contacto</a> <a href="/privado">Privado</a></nav><main><article>${body}</article></main><footer>© Pizzería Don Tano</footer></body></html>`;
  let port = 0;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push({ host: request.headers.host ?? '', path, agent: request.headers['user-agent'] ?? '' });
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    switch (path) {
      case '/robots.txt':
        return send(
          200,
          'text/plain',
          `User-agent: *\nDisallow: /privado\n\nSitemap: http://127.0.0.1:${port}/sitemap.xml\n`,
        );
      case '/sitemap.xml':
        return send(
          200,
          'application/xml',
          `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
            '/',
            '/menu',
            '/preguntas',
            '/privado',
          ]
            .map((p) => `<url><loc>http://127.0.0.1:${port}${p}</loc></url>`)
            .join('')}</urlset>`,
        );
      case '/':
        return send(
          200,
          'text/html; charset=utf-8',
          page(
            'Pizzería Don Tano',
            '<h1>Pizzería Don Tano</h1><p>Somos una pizzería de barrio en Almagro, Buenos Aires, con horno a leña desde 1987. Amasamos todos los días con harina orgánica.</p>',
          ),
        );
      case '/menu':
        return send(
          200,
          'text/html; charset=utf-8',
          page(
            'Menú',
            '<h2>Pizzas</h2><p>La pizza de muzzarella cuesta $8.000. La fugazzeta rellena cuesta $10.500.</p><h2>Postres</h2><p>El flan casero con dulce de leche cuesta $3.500.</p>',
          ),
        );
      case '/preguntas':
        return send(
          200,
          'text/html; charset=utf-8',
          page(
            'Preguntas frecuentes',
            '<h2>Preguntas frecuentes</h2><p><strong>¿Hacen envíos a domicilio?</strong></p><p>Sí, enviamos a Almagro, Boedo y Caballito sin cargo.</p><p><strong>¿Aceptan Mercado Pago?</strong></p><p>Sí, aceptamos Mercado Pago, efectivo y tarjetas.</p>',
          ),
        );
      case '/contacto':
        return send(
          200,
          'text/html; charset=utf-8',
          page(
            'Contacto',
            '<h2>Contacto</h2><p>Nos encontrás en Avenida Rivadavia 3900. Atendemos de martes a domingo de 19 a 24 horas.</p>',
          ),
        );
      case '/privado':
        return send(
          200,
          'text/html; charset=utf-8',
          page('Privado', '<p>La clave del depósito es ornitorrinco.</p>'),
        );
      case '/salto':
        // A public page that sends the reader to this machine on another loopback address.
        response.writeHead(302, { location: `http://127.0.0.2:${port}/` });
        return response.end();
      default:
        return send(404, 'text/html', page('No encontrado', '<p>No existe.</p>'));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '0.0.0.0', () => {
      port = (server.address() as AddressInfo).port;
      resolve({ server, base: `http://127.0.0.1:${port}`, port, requests });
    }),
  );
}

let t: TestApp;
let strict: TestApp;
let site: Awaited<ReturnType<typeof startSite>>;
let token: string;
let botId: string;

beforeAll(async () => {
  site = await startSite();
  // Tests reach the local site: only 127.0.0.1 is allowed, so other private addresses stay refused.
  t = await buildTestApp({
    env: { IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1', IMPORT_MAX_PAGES: '10', IMPORT_MAX_MB: '1' },
  });
  strict = await buildTestApp();
  const owner = await createUser(t, { name: 'Cayetano Russo' });
  token = await signIn(t, owner.email, owner.password);
  botId = (
    await createBotAs(t, token, { name: 'Don Tano', description: 'Pizzería en Almagro.', tags: ['pizza'] })
  )._id;
});
afterAll(async () => {
  await t?.close();
  await strict?.close();
  site?.server.close();
});

interface SourceBody {
  _id: string;
  kind: string;
  title: string;
  status: string;
  passages: number;
  drafts: number;
  error: string | null;
}

async function postJson(app: TestApp, auth: string, bot: string, payload: object) {
  return app.app.inject({ method: 'POST', url: `/api/bot/${bot}/sources`, headers: bearer(auth), payload });
}

async function postFile(bytes: Buffer, filename: string, type: string, bot = botId) {
  const form = multipartFile(bytes, filename, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/bot/${bot}/sources`,
    headers: { ...form.headers, ...bearer(token) },
    payload: form.payload,
  });
}

/** The source as GET lists it once the processing started by its POST has finished. */
async function settled(app: TestApp, auth: string, bot: string, id: string): Promise<SourceBody> {
  await app.ctx.background.settled();
  const list = await app.app.inject({ method: 'GET', url: `/api/bot/${bot}/sources`, headers: bearer(auth) });
  expect(list.statusCode).toBe(200);
  return (list.json().sources as SourceBody[]).find((s) => s._id === id)!;
}

async function passageTexts(sourceId: string): Promise<string> {
  const rows = await t.ctx.database.db.select().from(passages).where(eq(passages.sourceId, sourceId));
  return rows.map((r) => `${r.heading}: ${r.text}`).join('\n');
}

describe('POST /api/bot/{id}/sources', () => {
  it('rejects an anonymous caller with 401 and another user with 404', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${botId}/sources`,
      payload: { title: 'a', text: 'b' },
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await createUser(t);
    const otherToken = await signIn(t, other.email, other.password);
    const foreign = await postJson(t, otherToken, botId, { title: 'Menú', text: 'Hola.' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${botId}/sources`,
      headers: bearer(otherToken),
    });
    expect(listed.statusCode).toBe(404);
  });

  it('answers 400 naming each missing field in Spanish', async () => {
    const response = await postJson(t, token, botId, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      fields: { title: m.titleRequired, text: m.textRequired },
    });
    const badUrl = await postJson(t, token, botId, { url: 'ftp://ejemplo.com/archivo' });
    expect(badUrl.json().fields).toEqual({ url: m.urlInvalid });
  });

  it('refuses a file it cannot read and one over the size limit', async () => {
    const image = await postFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'foto.png', 'image/png');
    expect(image.statusCode).toBe(400);
    expect(image.json()).toMatchObject({ code: 'invalid_file', message: m.formatUnsupported });
    const big = await postFile(Buffer.alloc(1.5 * 1024 * 1024, 'a'), 'enorme.txt', 'text/plain');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(m.fileTooLarge(1));
  });

  it('reads pasted text into passages that keep their headings', async () => {
    const response = await postJson(t, token, botId, {
      title: 'Sobre nosotros',
      text: '# Historia\n\nDon Tano abrió la pizzería en 1987. Su nieta Lucía la atiende hoy.\n\n# Horno\n\nUsamos un horno a leña de quebracho.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().source).toMatchObject({
      kind: 'text',
      title: 'Sobre nosotros',
      status: 'processing',
    });
    const source = await settled(t, token, botId, response.json().source._id);
    expect(source).toMatchObject({ status: 'ready', passages: 2, error: null });
    const text = await passageTexts(source._id);
    expect(text).toContain('Historia: Don Tano abrió la pizzería en 1987.');
    expect(text).toContain('Horno: Usamos un horno a leña de quebracho.');
  });

  it('reads a PDF made by the test', async () => {
    const pdf = await makePdf('Lista de precios', [
      'La pizza napolitana cuesta $9.500 y la calabresa $9.800.',
      'Las empanadas de carne cortada a cuchillo salen $1.300 cada una.',
    ]);
    const response = await postFile(pdf, 'Lista de precios.pdf', 'application/pdf');
    expect(response.statusCode).toBe(201);
    const source = await settled(t, token, botId, response.json().source._id);
    expect(source).toMatchObject({ kind: 'file', title: 'Lista de precios', status: 'ready' });
    const text = await passageTexts(source._id);
    expect(text).toContain('La pizza napolitana cuesta $9.500');
    expect(text).toContain('Lista de precios: ');
  });

  it('reads a DOCX made by the test', async () => {
    const docx = await makeDocx([
      { heading: 'Reservas' },
      { text: 'Las reservas para grupos de más de ocho personas se hacen con un día de anticipación.' },
    ]);
    const response = await postFile(
      docx,
      'reservas.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const source = await settled(t, token, botId, response.json().source._id);
    expect(source.status).toBe('ready');
    expect(await passageTexts(source._id)).toContain(
      'Reservas: Las reservas para grupos de más de ocho personas',
    );
  });

  it('marks a damaged file failed with a Spanish error', async () => {
    const response = await postFile(
      Buffer.from('%PDF-1.7\nesto no es un PDF'),
      'roto.pdf',
      'application/pdf',
    );
    const source = await settled(t, token, botId, response.json().source._id);
    expect(source).toMatchObject({ status: 'failed', error: m.unreadable, passages: 0 });
  });
});

describe('drafts', () => {
  it('drafts intents from a CSV of questions and answers, grouping rows with the same answer', async () => {
    const csv = [
      'pregunta,respuesta',
      '¿Hacen envíos?,"Sí, enviamos a todo Almagro."',
      '¿Llevan a domicilio?,"Sí, enviamos a todo Almagro."',
      '¿Tienen opciones sin TACC?,Tenemos prepizzas sin gluten por encargo.',
    ].join('\n');
    const response = await postFile(Buffer.from(csv), 'preguntas.csv', 'text/csv');
    const source = await settled(t, token, botId, response.json().source._id);
    expect(source).toMatchObject({ status: 'ready', drafts: 2 });
    const drafts = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${botId}/sources/${source._id}/drafts`,
      headers: bearer(token),
    });
    expect(drafts.statusCode).toBe(200);
    const intents = drafts.json().intents;
    expect(intents).toEqual([
      {
        name: 'Hacen envíos',
        description: 'Sí, enviamos a todo Almagro.',
        questions: ['¿Hacen envíos?', '¿Llevan a domicilio?'],
        answers: [],
        intentionFiles: [],
        concept: 'delivery',
      },
      {
        name: 'Tienen opciones sin TACC',
        description: 'Tenemos prepizzas sin gluten por encargo.',
        questions: ['¿Tienen opciones sin TACC?'],
        answers: [],
        intentionFiles: [],
        concept: 'dietary',
      },
    ]);
    // The drafts are what PUT /intents takes.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/intents`,
      headers: bearer(token),
      payload: { intents },
    });
    expect(saved.statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${botId}/intents`,
      headers: bearer(token),
      payload: { intents: [] },
    });
  });

  it('answers 404 for the drafts of a source of another bot', async () => {
    const other = await createBotAs(t, token, { name: 'Otro', description: 'Otro bot.', tags: ['x'] });
    const response = await postJson(t, token, other._id, { title: 'Nota', text: 'Una nota.' });
    const drafts = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${botId}/sources/${response.json().source._id}/drafts`,
      headers: bearer(token),
    });
    expect(drafts.statusCode).toBe(404);
    expect(drafts.json().message).toBe(m.notFound);
  });
});

describe('website sources', () => {
  it('reads the page, its sitemap and links, honours robots.txt and drafts from the FAQ page', async () => {
    const response = await postJson(t, token, botId, { url: `${site.base}/` });
    expect(response.statusCode).toBe(201);
    expect(response.json().source).toMatchObject({ kind: 'url', status: 'processing' });
    const source = await settled(t, token, botId, response.json().source._id);
    expect(source).toMatchObject({ status: 'ready', title: 'Pizzería Don Tano', drafts: 2 });
    const text = await passageTexts(source._id);
    expect(text).toContain('La pizza de muzzarella cuesta $8.000.'); // from the sitemap
    expect(text).toContain('Avenida Rivadavia 3900'); // from a link only
    expect(text).toContain('horno a leña desde 1987');
    expect(text).not.toContain('ornitorrinco');
    expect(text).not.toContain('© Pizzería'); // the footer is not the article
    expect(site.requests.some((r) => r.path === '/privado')).toBe(false);
    expect(site.requests.every((r) => /VoceroBot\/1\.0/.test(r.agent))).toBe(true);
    const drafts = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${botId}/sources/${source._id}/drafts`,
      headers: bearer(token),
    });
    expect(
      drafts.json().intents.map((i: { name: string; description: string }) => [i.name, i.description]),
    ).toEqual([
      ['Hacen envíos a domicilio', 'Sí, enviamos a Almagro, Boedo y Caballito sin cargo.'],
      ['Aceptan Mercado Pago', 'Sí, aceptamos Mercado Pago, efectivo y tarjetas.'],
    ]);
  });

  it('refuses a redirect to a loopback address', async () => {
    const before = site.requests.length;
    const response = await postJson(t, token, botId, { url: `${site.base}/salto` });
    const source = await settled(t, token, botId, response.json().source._id);
    expect(source).toMatchObject({ status: 'failed', error: m.privateHost });
    // The hop was refused before connecting: no request reached the loopback address it pointed at.
    expect(site.requests.slice(before).some((r) => r.host.startsWith('127.0.0.2'))).toBe(false);
  });

  describe('with the default settings', () => {
    let strictToken: string;
    let strictBot: string;
    beforeAll(async () => {
      const owner = await createUser(strict);
      strictToken = await signIn(strict, owner.email, owner.password);
      strictBot = (
        await createBotAs(strict, strictToken, { name: 'Estricto', description: 'Bot.', tags: ['x'] })
      )._id;
    });

    it('refuses a literal private or loopback address at once', async () => {
      for (const url of [
        `${site.base}/`,
        'http://169.254.169.254/latest/meta-data/',
        'http://[::1]/',
        'http://localhost/',
      ]) {
        const response = await postJson(strict, strictToken, strictBot, { url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().fields).toEqual({ url: m.privateHost });
      }
    });

    it('refuses a name whose DNS answer is a loopback address, without connecting', async () => {
      const before = site.requests.length;
      const response = await postJson(strict, strictToken, strictBot, {
        url: `http://${hostname()}:${site.port}/`,
      });
      expect(response.statusCode).toBe(201);
      const source = await settled(strict, strictToken, strictBot, response.json().source._id);
      expect(source).toMatchObject({ status: 'failed', error: m.privateHost });
      expect(site.requests.length).toBe(before);
    });
  });
});

describe('DELETE /api/bot/{id}/sources/{sourceId}', () => {
  it('removes the source and its passages, and moves the bot revision', async () => {
    const response = await postJson(t, token, botId, {
      title: 'Temporal',
      text: 'Este texto se va a borrar. Tiene dos oraciones.',
    });
    const source = await settled(t, token, botId, response.json().source._id);
    expect(source.passages).toBe(1);
    const db = t.ctx.database.db;
    const revision = async () =>
      (await db.select({ r: bots.revision }).from(bots).where(eq(bots.id, botId)))[0]!.r;
    const before = await revision();
    const other = await createUser(t);
    const otherToken = await signIn(t, other.email, other.password);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/bot/${botId}/sources/${source._id}`,
      headers: bearer(otherToken),
    });
    expect(foreign.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/bot/${botId}/sources/${source._id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await db.select().from(passages).where(eq(passages.sourceId, source._id))).toEqual([]);
    expect(await db.select().from(sources).where(eq(sources.id, source._id))).toEqual([]);
    expect(await revision()).toBeGreaterThan(before);
  });
});

describe('processing as a durable job', () => {
  it('finishes, once, a source whose instance stopped in the middle of processing it', async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(t);
    const [bot] = await db
      .select({ id: bots.id, createdBy: bots.createdBy })
      .from(bots)
      .where(eq(bots.id, botId));
    // As an instance leaves it when it dies mid-way: claimed once, its lease run out.
    const [row] = await db
      .insert(sources)
      .values({
        botId: bot!.id,
        createdBy: owner.id,
        kind: 'text',
        format: 'text',
        title: 'Interrumpida',
        content: Buffer.from('Primera oración de la fuente interrumpida. Segunda oración.'),
        attempts: 1,
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .returning();
    // Two instances (or a restarted one and a sweep) look for waiting sources at the same moment.
    const processed = await Promise.all([processPendingSources(t.ctx), processPendingSources(t.ctx)]);
    expect(processed[0]! + processed[1]!).toBe(1);
    const [after] = await db.select().from(sources).where(eq(sources.id, row!.id));
    expect(after).toMatchObject({
      status: 'ready',
      attempts: 2,
      passageCount: 1,
      content: null,
      leaseUntil: null,
    });
    expect(await db.select().from(passages).where(eq(passages.sourceId, row!.id))).toHaveLength(1);
    // The instance that stopped comes back and tries to finish with its old claim: refused, nothing doubled.
    expect(await finishSource(db, row!.id, 1, { status: 'failed', error: 'x' })).toBe(false);
    expect((await db.select().from(sources).where(eq(sources.id, row!.id)))[0]!.status).toBe('ready');
  });

  it('claims first the source of an owner who has nothing being read, whoever added theirs first', async () => {
    const db = t.ctx.database.db;
    const busyOwner = await createUser(t);
    const patientOwner = await createUser(t);
    const insert = (createdBy: string, title: string, leased: boolean, minutesAgo: number) =>
      db
        .insert(sources)
        .values({
          botId,
          createdBy,
          kind: 'text',
          format: 'text',
          title,
          content: Buffer.from('Una oración.'),
          attempts: leased ? 1 : 0,
          leaseUntil: leased ? new Date(Date.now() + LEASE_MS) : null,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        })
        .returning({ id: sources.id });
    // One owner's website is being read and their second source waits; another owner's text came later.
    const [reading] = await insert(busyOwner.id, 'Sitio en lectura', true, 10);
    const [queued] = await insert(busyOwner.id, 'Segundo sitio', false, 9);
    const [later] = await insert(patientOwner.id, 'Texto pegado', false, 1);
    const first = await claimPendingSource(db, LEASE_MS);
    expect(first?.id).toBe(later!.id);
    const second = await claimPendingSource(db, LEASE_MS);
    expect(second?.id).toBe(queued!.id);
    await db.delete(sources).where(inArray(sources.id, [reading!.id, queued!.id, later!.id]));
  });

  it('never claims a source whose lease still holds', async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(t);
    const [row] = await db
      .insert(sources)
      .values({
        botId,
        createdBy: owner.id,
        kind: 'text',
        format: 'text',
        title: 'En curso',
        content: Buffer.from('Una oración.'),
        attempts: 1,
        leaseUntil: new Date(Date.now() + LEASE_MS),
      })
      .returning();
    expect(await claimPendingSource(db, LEASE_MS)).toBeUndefined();
    await db.delete(sources).where(eq(sources.id, row!.id));
  });
});

describe('answers from passages', () => {
  const APP_TOKEN = 'test-app-token-0123456789';
  const say = (bot: string, message: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bot/${bot}/io`,
      payload: { interaction: { from: 'user', message }, appToken: APP_TOKEN },
    });

  it('answers a question only a passage holds, with its source, and stops once the source is deleted', async () => {
    const bot = (await createBotAs(t, token, { name: 'La Napo', description: 'Pizzería.', tags: ['pizza'] }))
      ._id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot}/intents`,
      headers: bearer(token),
      payload: {
        intents: [
          {
            name: 'Horarios',
            description: 'Abrimos de martes a domingo de 19 a 24 h.',
            questions: ['¿Qué horario tienen?', '¿A qué hora abren?', '¿Abren los lunes?'],
            intentionFiles: [],
          },
        ],
      },
    });
    const pdf = await makePdf('Lista de precios', [
      'La pizza napolitana cuesta $9.500 y la calabresa $9.800.',
      'Las empanadas de carne cortada a cuchillo salen $1.300 cada una.',
    ]);
    const form = multipartFile(pdf, 'Lista de precios.pdf', 'application/pdf');
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/bot/${bot}/sources`,
      headers: { ...form.headers, ...bearer(token) },
      payload: form.payload,
    });
    const source = await settled(t, token, bot, posted.json().source._id);
    expect(source.status).toBe('ready');

    const asked = await say(bot, '¿Cuánto sale la pizza napolitana?');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      intent: 'passage',
      message: 'La pizza napolitana cuesta $9.500 y la calabresa $9.800.',
      source: { _id: source._id, title: 'Lista de precios' },
    });
    // An intent still answers what it knows, without a source; what nothing holds falls back as before.
    const hours = (await say(bot, '¿A qué hora abren?')).json();
    expect(hours.intent).toBe('Horarios');
    expect(hours.source).toBeUndefined();
    const unrelated = (await say(bot, '¿Arreglan computadoras portátiles?')).json();
    expect(unrelated.intent).toBe('fallback');
    expect(unrelated.source).toBeUndefined();

    await t.app.inject({
      method: 'DELETE',
      url: `/api/bot/${bot}/sources/${source._id}`,
      headers: bearer(token),
    });
    const after = (await say(bot, '¿Cuánto sale la pizza napolitana?')).json();
    expect(after.intent).not.toBe('passage');
    expect(after.source).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'processing on two instances of one PostgreSQL database',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      const env = { SECRETS_KEY: randomBytes(32).toString('hex'), APP_TOKEN: 'test-app-token-0123456789' };
      first = await buildTestApp({ env, databaseUrl: database.url });
      second = await buildTestApp({ env, databaseUrl: database.url });
    });
    afterAll(async () => {
      await Promise.all([first?.close(), second?.close()]);
      await database?.drop();
    });

    it('processes each waiting source once, whichever instance claims it', async () => {
      const owner = await createUser(first);
      const auth = await signIn(first, owner.email, owner.password);
      const bot = (
        await createBotAs(first, auth, { name: 'Dos', description: 'Dos instancias.', tags: ['x'] })
      )._id;
      const db = first.ctx.database.db;
      // Left by a stopped instance: claimed once, the lease run out, five of them.
      const rows = await db
        .insert(sources)
        .values(
          Array.from({ length: 5 }, (_, i) => ({
            botId: bot,
            createdBy: owner.id,
            kind: 'text' as const,
            format: 'text',
            title: `Fuente ${i + 1}`,
            content: Buffer.from(`Oración de la fuente ${i + 1}. Otra oración.`),
            attempts: 1,
            leaseUntil: new Date(Date.now() - 1000),
          })),
        )
        .returning({ id: sources.id });
      const counts = await Promise.all([
        processPendingSources(first.ctx),
        processPendingSources(second.ctx),
        processPendingSources(first.ctx),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
      for (const { id } of rows) {
        const [row] = await db.select().from(sources).where(eq(sources.id, id));
        expect(row).toMatchObject({ status: 'ready', attempts: 2, passageCount: 1 });
        expect(await db.select().from(passages).where(eq(passages.sourceId, id))).toHaveLength(1);
      }
    });
  },
);

describe('GET /api/bot/{id}/blank-suggestions', () => {
  it('suggests the prices of an imported price list for the template’s price blanks, to its owner only', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bots',
      headers: bearer(token),
      payload: {
        categoryKey: 'general',
        businessType: 'comida',
        alias: `precios-${Date.now().toString(36)}`,
        name: 'Rotisería Tano',
        description: 'Pizzas y empanadas para llevar.',
        instructions: 'Responde con amabilidad y ofrece el menú del día.',
        tags: ['pizza'],
        status: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bot = created.json().bot._id as string;
    const intents = await t.app.inject({
      method: 'PUT',
      url: `/api/bot/${bot}/intents`,
      headers: bearer(token),
      payload: {
        intents: [
          {
            name: 'Precios',
            questions: ['¿Cuánto sale la napolitana?'],
            description:
              'La napolitana sale [precio de la napolitana] y la docena de empanadas [precio de la docena de empanadas]. Abrimos [días y horario].',
          },
        ],
      },
    });
    expect(intents.statusCode).toBe(200);
    const pdf = await makePdf('Lista de precios', [
      'Napolitana ........ $9.500',
      'Docena de empanadas ...... $14.000',
    ]);
    const posted = await postFile(pdf, 'precios.pdf', 'application/pdf', bot);
    expect(posted.statusCode).toBe(201);
    expect((await settled(t, token, bot, posted.json().source._id)).status).toBe('ready');

    const suggestions = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot}/blank-suggestions`,
      headers: bearer(token),
    });
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.json().suggestions).toEqual([
      { label: 'precio de la napolitana', value: '$9.500', item: 'Napolitana', matches: 1 },
      {
        label: 'precio de la docena de empanadas',
        value: '$14.000',
        item: 'Docena de empanadas',
        matches: 1,
      },
    ]);

    const other = await createUser(t);
    const otherToken = await signIn(t, other.email, other.password);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/bot/${bot}/blank-suggestions`,
      headers: bearer(otherToken),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
