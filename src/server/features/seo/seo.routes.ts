import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bots, users } from '../../db/schema';
import { publiclyVisible } from '../bots/bots.repo';

const STATIC_PATHS = ['/', '/bots', '/about', '/questions', '/contact', '/privacy', '/terms'];
const MAX_URLS = 45_000;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** /sitemap.xml (public bots and profiles) and /robots.txt, at the root where crawlers look. */
export async function registerSeoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const { publicUrl } = app.ctx.settings;
    return reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /auth\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
      );
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { publicUrl } = app.ctx.settings;
    const db = app.ctx.database.db;
    const [botRows, userRows] = await Promise.all([
      db
        .select({ alias: bots.alias, updatedAt: bots.updatedAt })
        .from(bots)
        .where(publiclyVisible)
        .orderBy(desc(bots.updatedAt))
        .limit(MAX_URLS),
      db
        .select({ id: users.id, hero: users.hero, updatedAt: users.updatedAt })
        .from(users)
        .where(and(eq(users.status, 1), isNotNull(users.activatedAt)))
        .orderBy(desc(users.updatedAt))
        .limit(MAX_URLS),
    ]);
    const entries = [
      ...STATIC_PATHS.map((path) => ({ loc: `${publicUrl}${path}`, lastmod: undefined })),
      ...botRows.map((b) => ({ loc: `${publicUrl}/${encodeURIComponent(b.alias)}`, lastmod: b.updatedAt })),
      ...userRows.map((u) => ({
        loc: `${publicUrl}/a/${encodeURIComponent(u.hero ?? u.id)}`,
        lastmod: u.updatedAt,
      })),
    ];
    const body = entries
      .map(
        (e) =>
          `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
      );
  });
}
