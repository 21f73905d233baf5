import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bots } from '../../db/schema';
import { createUser } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'vocero-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Por defecto" /><title>Vocero</title></head><body></body></html>',
  );
  t = await buildTestApp({ webRoot, env: { PUBLIC_URL: 'https://vocero.example' } });
  const owner = await createUser(t, { hero: 'dueno-seo', name: 'Dueño <Seo>', bio: 'Emprendedor "local".' });
  const hidden = await createUser(t, { hero: 'oculto-seo', status: 0 });
  await t.ctx.database.db.insert(bots).values([
    {
      alias: 'panaderia-seo',
      name: 'Panadería <Trigo> & Miel',
      description: 'Pan de masa madre "recién" horneado.',
      categoryKey: 'general',
      pictureUrl: '/uploads/bots/profiles/x/pan.webp',
      tags: ['pan'],
      createdBy: owner.id,
    },
    {
      alias: 'bot-oculto-seo',
      name: 'Oculto',
      description: 'No publicado',
      categoryKey: 'general',
      status: 0,
      createdBy: owner.id,
    },
    {
      alias: 'bot-de-oculto',
      name: 'De oculto',
      description: 'Dueño oculto',
      categoryKey: 'general',
      createdBy: hidden.id,
    },
  ]);
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('link previews', () => {
  it('puts the bot’s title, description and picture into the HTML of /{alias}, escaped', async () => {
    const response = await page('/panaderia-seo');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Panadería &#60;Trigo&#62; &#38; Miel | Vocero</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Panadería &#60;Trigo&#62; &#38; Miel | Vocero" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Pan de masa madre &#34;recién&#34; horneado." />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://vocero.example/uploads/bots/profiles/x/pan.webp" />',
    );
    expect(html).toContain('<meta property="og:url" content="https://vocero.example/panaderia-seo" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('Por defecto');
  });

  it('does the same for a public profile', async () => {
    const html = (await page('/a/dueno-seo')).body;
    expect(html).toContain('<meta property="og:title" content="Dueño &#60;Seo&#62; | Vocero" />');
    expect(html).toContain('<meta property="og:type" content="profile" />');
  });

  it('answers 404 (still with the app) for unknown or hidden bots and profiles, without leaking them', async () => {
    for (const url of ['/no-existe-este-bot', '/bot-oculto-seo', '/bot-de-oculto', '/a/oculto-seo']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).not.toContain('og:title');
    }
  });

  it('keeps the defaults on app pages', async () => {
    const response = await page('/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Vocero</title>');
  });
});

describe('crawlers', () => {
  it('lists public bots and profiles in /sitemap.xml, and nothing hidden', async () => {
    const response = await page('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>https://vocero.example/panaderia-seo</loc>');
    expect(response.body).toContain('<loc>https://vocero.example/a/dueno-seo</loc>');
    expect(response.body).not.toContain('bot-oculto-seo');
    expect(response.body).not.toContain('bot-de-oculto');
    expect(response.body).not.toContain('oculto-seo</loc>');
  });

  it('serves /robots.txt pointing at the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.body).toContain('Sitemap: https://vocero.example/sitemap.xml');
    expect(response.body).toContain('Disallow: /dashboard');
  });
});
