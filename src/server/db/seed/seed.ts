import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CATEGORIES, findCategory } from '../../../shared/categories';
import { PLATFORM_BOT_ALIAS, PLATFORM_BOT_ID } from '../../../shared/constants';
import { deriveIntention } from '../../../shared/intents';
import { msg } from '../../../shared/messages.es';
import type { Db, DbOrTx } from '../client';
import { appMeta, botPhrases, bots, categories, faqEntries, intents, qualifications, users } from '../schema';
import {
  DEMO_BOTS,
  DEMO_OWNERS,
  PLATFORM_BOT_INTENTS,
  PLATFORM_FAQ,
  PLATFORM_FAQ_CORRECTIONS,
  type DemoIntent,
} from './demo-content';
import { avatarSvg, coverSvg } from './pictures';

/** Where the seed stores its pictures: the app's file storage (features/files) fits it. */
export interface PictureStorage {
  /** Stores `body` under `key` and answers its public URL. */
  put(key: string, body: Buffer | string, contentType: string): Promise<string>;
}

/** What the seed needs from the features, passed in by bootstrap.ts: the database folder imports none. */
export interface SeedOptions {
  appName: string;
  adminEmail: string;
  adminPassword: string | undefined;
  demoContent: boolean;
  storage: PictureStorage;
  /** The password hash the sign-in checks (features/accounts/passwords). */
  hashPassword: (password: string) => Promise<string>;
}

export interface SeedResult {
  /** Set only on the start that created the super user without ADMIN_PASSWORD: print it once. */
  generatedAdminPassword?: string;
  demoLoaded: boolean;
}

const DEMO_META_KEY = 'demo_content_loaded';
const FAQ_META_KEY = 'platform_faq_loaded';

/** Brings a database to its minimum content; safe to run on every start. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, position) => ({
        ...c,
        questions: [...c.questions],
        phrases: [...c.phrases],
        position,
      })),
    )
    .onConflictDoNothing();

  const admin = await ensureSuperUser(db, options);
  await ensurePlatformBot(db, admin.id, options);
  await ensurePlatformFaq(db);

  let demoLoaded = false;
  if (options.demoContent) {
    const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_META_KEY));
    if (!done) {
      await loadDemoContent(db, options);
      demoLoaded = true;
    }
  }
  return {
    ...(admin.generatedPassword ? { generatedAdminPassword: admin.generatedPassword } : {}),
    demoLoaded,
  };
}

async function ensureSuperUser(db: Db, options: SeedOptions) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isSuperUser, true))
    .limit(1);
  if (existing) return { id: existing.id, generatedPassword: undefined };
  const generatedPassword = options.adminPassword
    ? undefined
    : randomBytes(12).toString('base64url').slice(0, 16);
  const passwordHash = await options.hashPassword(options.adminPassword ?? generatedPassword!);
  const [admin] = await db
    .insert(users)
    .values({
      email: options.adminEmail,
      passwordHash,
      name: 'Administración',
      hero: 'admin',
      bio: `Equipo de ${options.appName}.`,
      isSuperUser: true,
      activatedAt: new Date(),
    })
    .onConflictDoUpdate({ target: users.email, set: { isSuperUser: true, passwordHash } })
    .returning({ id: users.id });
  return { id: admin!.id, generatedPassword };
}

async function ensurePlatformBot(db: Db, ownerId: string, options: SeedOptions) {
  const [existing] = await db.select({ id: bots.id }).from(bots).where(eq(bots.id, PLATFORM_BOT_ID));
  if (existing) return;
  await db.transaction(async (tx) => {
    await tx.insert(bots).values({
      id: PLATFORM_BOT_ID,
      alias: PLATFORM_BOT_ALIAS,
      name: options.appName,
      description: `Soy ${options.appName}, el asistente de la plataforma: te cuento cómo crear, entrenar y compartir tu propio representante virtual.`,
      instructions: 'Responde con calidez y brevedad; invita a crear una cuenta gratis cuando sea oportuno.',
      categoryKey: 'domo',
      pictureUrl: await options.storage.put(
        'demo/platform-avatar.svg',
        avatarSvg(options.appName, 'indigo'),
        'image/svg+xml',
      ),
      coverUrl: await options.storage.put(
        'demo/platform-cover.svg',
        coverSvg(options.appName, 'indigo'),
        'image/svg+xml',
      ),
      tags: ['asistente', 'ayuda', msg.app.defaultName.toLowerCase()],
      createdBy: ownerId,
    });
    await insertIntents(tx, PLATFORM_BOT_ID, PLATFORM_BOT_INTENTS);
  });
}

/** Once per installation: after that the FAQ is the super users' (deleting every entry must stick). */
async function ensurePlatformFaq(db: Db) {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: FAQ_META_KEY, value: { at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (inserted.length > 0) {
      await tx.insert(faqEntries).values(PLATFORM_FAQ.map((entry, position) => ({ ...entry, position })));
    }
    for (const { was, now } of PLATFORM_FAQ_CORRECTIONS) {
      await tx.update(faqEntries).set({ answer: now }).where(eq(faqEntries.answer, was));
    }
  });
}

const DEMO_COMMENTS = [
  'Me respondió al instante y con datos precisos.',
  'Muy útil para consultar horarios sin llamar.',
  'Claro y amable; me dejó el contacto para seguir.',
  'Resolvió mi duda en un minuto.',
];

/** The other demo owners rate each demo bot, so the directory's ratings and order mean something. */
async function rateDemoBot(tx: DbOrTx, botId: string, index: number, raters: Array<[string, string]>) {
  const chosen = raters.slice(0, 1 + (index % raters.length));
  if (chosen.length === 0) return;
  const ratings = chosen.map((_, i) => [5, 4.5, 4, 3.5][(index + i) % 4]!);
  await tx.insert(qualifications).values(
    chosen.map(([, userId], i) => ({
      fromUserId: userId,
      toBotId: botId,
      rating: ratings[i]!,
      comment: DEMO_COMMENTS[(index + i) % DEMO_COMMENTS.length]!,
    })),
  );
  const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
  await tx
    .update(bots)
    .set({ globalRating: average, ratingsCount: ratings.length })
    .where(eq(bots.id, botId));
}

async function insertIntents(tx: DbOrTx, botId: string, list: readonly DemoIntent[]) {
  if (list.length === 0) return;
  await tx.insert(intents).values(
    list.map((intent, position) => ({
      botId,
      name: intent.name,
      intention: deriveIntention(intent.name),
      description: intent.description,
      questions: [...intent.questions],
      position,
    })),
  );
}

async function loadDemoContent(db: Db, { storage, hashPassword }: SeedOptions) {
  // Demo owners cannot sign in (random password): they exist to show a realistic directory.
  const unusableHash = await hashPassword(randomBytes(32).toString('hex'));
  await db.transaction(async (tx) => {
    const ownerIds = new Map<string, string>();
    for (const owner of DEMO_OWNERS) {
      const [row] = await tx
        .insert(users)
        .values({
          email: owner.email,
          passwordHash: unusableHash,
          name: owner.name,
          hero: owner.hero,
          bio: owner.bio,
          phone: owner.phone,
          pictureUrl: await storage.put(
            `demo/users/${owner.hero}.svg`,
            avatarSvg(owner.name, 'grape'),
            'image/svg+xml',
          ),
          activatedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row) ownerIds.set(owner.key, row.id);
    }
    const owners = [...ownerIds.entries()];
    for (const [index, bot] of DEMO_BOTS.entries()) {
      const createdBy = ownerIds.get(bot.ownerKey);
      if (!createdBy) continue;
      const color = findCategory(bot.categoryKey)?.color ?? 'indigo';
      const { intents: botIntents, ownerKey: _ownerKey, ...fields } = bot;
      const [row] = await tx
        .insert(bots)
        .values({
          ...fields,
          tags: [...bot.tags],
          createdBy,
          // Spread over the past weeks, so "newest" and "best rated" are different lists.
          createdAt: new Date(Date.now() - (DEMO_BOTS.length - index) * 29 * 3_600_000),
          pictureUrl: await storage.put(
            `demo/bots/${bot.alias}.svg`,
            avatarSvg(bot.name, color),
            'image/svg+xml',
          ),
          coverUrl: await storage.put(
            `demo/bots/${bot.alias}-cover.svg`,
            coverSvg(bot.alias, color),
            'image/svg+xml',
          ),
        })
        .onConflictDoNothing()
        .returning({ id: bots.id });
      if (row) {
        await insertIntents(tx, row.id, botIntents);
        await rateDemoBot(
          tx,
          row.id,
          index,
          owners.filter(([key]) => key !== bot.ownerKey),
        );
        // One tip-card phrase per demo bot, from its category's slogans.
        const slogans = findCategory(bot.categoryKey)?.phrases ?? [];
        const slogan = slogans[DEMO_BOTS.indexOf(bot) % Math.max(slogans.length, 1)];
        if (slogan)
          await tx
            .insert(botPhrases)
            .values({ botId: row.id, phrase: `${slogan} Pregúntale a ${bot.name}.` });
      }
    }
    await tx.insert(appMeta).values({ key: DEMO_META_KEY, value: { at: new Date().toISOString() } });
  });
}
