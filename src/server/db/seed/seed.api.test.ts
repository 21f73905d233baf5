import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_COUNTRIES } from '../../../shared/countries';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import { hashPassword, verifyPassword } from '../../features/accounts/passwords';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { appMeta, bots, faqEntries, intents, users } from '../schema';
import { PLATFORM_FAQ_CORRECTIONS } from './demo-content';
import { seedDatabase } from './seed';

describe('seed with demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DEMO_CONTENT: 'true', ADMIN_PASSWORD: '' } });
  });
  afterAll(() => t.close());

  it('creates the super user with a generated password reported once', async () => {
    expect(t.seed.generatedAdminPassword).toMatch(/^[\w-]{16}$/);
    const [admin] = await t.ctx.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(admin?.isSuperUser).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, t.seed.generatedAdminPassword!)).toBe(true);
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('creates the platform bot with its intents', async () => {
    const [bot] = await t.ctx.database.db.select().from(bots).where(eq(bots.id, PLATFORM_BOT_ID));
    expect(bot?.alias).toBe('vocero');
    const [row] = await t.ctx.database.db
      .select({ n: count() })
      .from(intents)
      .where(eq(intents.botId, PLATFORM_BOT_ID));
    expect(row!.n).toBeGreaterThanOrEqual(6);
  });

  it('loads at least 24 demo bots from several owners over the 7 flag countries', async () => {
    const db = t.ctx.database.db;
    const demo = await db
      .select()
      .from(bots)
      .where(sql`${bots.id} <> ${PLATFORM_BOT_ID}`);
    expect(demo.length).toBeGreaterThanOrEqual(24);
    expect(new Set(demo.map((b) => b.createdBy)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(demo.map((b) => b.country))).toEqual(new Set(FLAG_COUNTRIES.map((c) => c.name)));
    expect(new Set(demo.map((b) => b.categoryKey)).size).toBe(11);
    for (const bot of demo) {
      expect(bot.province, bot.alias).toBeTruthy();
      expect(bot.city, bot.alias).toBeTruthy();
      expect(bot.tags.length, bot.alias).toBeGreaterThan(0);
      expect(bot.pictureUrl, bot.alias).toMatch(/^\/uploads\/demo\/bots\/.+\.svg$/);
    }
    const [intentCount] = await db.select({ n: count() }).from(intents);
    expect(intentCount!.n).toBeGreaterThan(demo.length * 2);
  });

  it('serves the generated pictures', async () => {
    const [bot] = await t.ctx.database.db
      .select()
      .from(bots)
      .where(eq(bots.alias, 'clinica-dental-sonrisas'));
    const response = await t.app.inject({ method: 'GET', url: bot!.pictureUrl! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  it('loads the demo content only once, even when the seed runs again', async () => {
    const db = t.ctx.database.db;
    const before = await db.select({ n: count() }).from(bots);
    const again = await seedDatabase(db, {
      appName: 'Vocero',
      adminEmail: 'otro@example.com',
      adminPassword: undefined,
      demoContent: true,
      storage: t.ctx.storage,
      hashPassword,
    });
    expect(again).toEqual({ demoLoaded: false });
    expect(await db.select({ n: count() }).from(bots)).toEqual(before);
    expect(await db.select().from(users).where(eq(users.email, 'otro@example.com'))).toEqual([]);
    expect((await db.select().from(appMeta)).map((m) => m.key)).toContain('demo_content_loaded');
  });

  it('corrects an untrue FAQ answer of an earlier installation, but not one a super user rewrote', async () => {
    const db = t.ctx.database.db;
    const { was, now } = PLATFORM_FAQ_CORRECTIONS[0]!;
    expect(await db.select().from(faqEntries).where(eq(faqEntries.answer, was))).toEqual([]);
    await db.insert(faqEntries).values([
      { question: '¿Quién ve las conversaciones? (antes)', answer: was, position: 90 },
      { question: '¿Quién ve las conversaciones? (editada)', answer: `${was} Editada.`, position: 91 },
    ]);
    await seedDatabase(db, {
      appName: 'Vocero',
      adminEmail: 'admin@example.com',
      adminPassword: undefined,
      demoContent: true,
      storage: t.ctx.storage,
      hashPassword,
    });
    const answers = await db
      .select()
      .from(faqEntries)
      .where(sql`${faqEntries.position} >= 90`);
    expect(answers.map((entry) => entry.answer).sort()).toEqual([`${was} Editada.`, now].sort());
  });
});

describe('seed without demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DEMO_CONTENT: 'false' } });
  });
  afterAll(() => t.close());

  it('starts with the categories, the super user and the platform bot only', async () => {
    const db = t.ctx.database.db;
    expect((await db.select({ id: bots.id }).from(bots)).map((b) => b.id)).toEqual([PLATFORM_BOT_ID]);
    expect(await db.select({ email: users.email }).from(users)).toEqual([{ email: 'admin@example.com' }]);
    expect(t.seed.generatedAdminPassword).toBeUndefined();
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.json().categories).toHaveLength(11);
  });
});
