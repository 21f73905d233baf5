import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botModels, bots, intents as intentsTable } from '../../db/schema';
import { CLINIC_INTENTS, ownerWithClinicBot, putIntentsAs, visitorSays } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { classify } from '../../lib/nlu/engine';
import { ModelCache } from './model-cache';

// A trained model is kept in the database (issue 44, decision 063): an instance without the bot in memory
// loads it instead of training, and only a model of the same training, region and engine is loaded.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function botAndIntents(botId: string) {
  const db = t.ctx.database.db;
  const [bot] = await db.select().from(bots).where(eq(bots.id, botId));
  const intents = await db.select().from(intentsTable).where(eq(intentsTable.botId, botId));
  return { bot: bot!, intents };
}

/** The clinic's intents without their pictures (putIntentsAs sends none). */
const CLINIC = CLINIC_INTENTS.map(({ name, description, questions }) => ({ name, description, questions }));

/** A clinic bot trained with CLINIC, and the visitor's first message, which trains its model. */
async function clinicAsked(message: string) {
  const { token, bot } = await ownerWithClinicBot(t);
  await putIntentsAs(t, token, bot._id, CLINIC);
  await visitorSays(t, bot._id, message);
  return { token, bot };
}

describe('kept models', () => {
  it('keeps the model the first message trained, and another instance loads it and answers the same', async () => {
    const { bot } = await clinicAsked('¿cuánto cuesta una limpieza?');
    const db = t.ctx.database.db;
    const [kept] = await db.select().from(botModels).where(eq(botModels.botId, bot._id));
    const { bot: row, intents } = await botAndIntents(bot._id);
    // The clinic has no country: no regional senses.
    expect(kept).toMatchObject({ trainingVersion: row.trainingVersion, region: null });

    // A second instance: nothing in memory.
    const other = new ModelCache({ maxBytes: 64 * 1024 * 1024 });
    const loaded = await other.get(db, row, intents);
    expect(loaded.from).toBe('stored');
    const trained = await t.ctx.models.get(db, row, intents);
    for (const text of ['¿cuánto cuesta una limpieza?', '¿abren los sábados?', 'venden bicicletas']) {
      expect(classify(loaded.model, text)).toEqual(classify(trained.model, text));
    }
  });

  it('keeps the model when the owner trains the bot, before any visitor writes', async () => {
    const { token, bot } = await clinicAsked('hola');
    await putIntentsAs(t, token, bot._id, [
      ...CLINIC,
      { name: 'Urgencias', description: 'Atendemos urgencias.', questions: ['¿Atienden urgencias?'] },
    ]);
    // The training queued the model's build (chat/model-jobs): let the worker finish it.
    await t.ctx.jobs.kick();
    const db = t.ctx.database.db;
    const { bot: row, intents } = await botAndIntents(bot._id);
    const [kept] = await db.select().from(botModels).where(eq(botModels.botId, bot._id));
    expect(kept?.trainingVersion).toBe(row.trainingVersion);
    // Another instance loads the new training's model instead of training it.
    const loaded = await new ModelCache({ maxBytes: 64 * 1024 * 1024 }).get(db, row, intents);
    expect(loaded.from).toBe('stored');
    expect(loaded.model.lexical.intentIds).toHaveLength(3);
  });

  it("uses a model read ahead only when it is this training's, and reads nothing twice", async () => {
    const { bot } = await clinicAsked('¿cuánto cuesta una limpieza?');
    const db = t.ctx.database.db;
    const { bot: row, intents } = await botAndIntents(bot._id);
    const reads: string[] = [];
    // The database as the cache sees it, counting the reads of bot_models.
    const counted = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'select') reads.push('select');
        return Reflect.get(target, property, receiver);
      },
    });
    const other = new ModelCache({ maxBytes: 64 * 1024 * 1024 });
    other.preload(counted, row.id);
    other.preload(counted, row.id);
    const loaded = await other.get(counted, row, intents);
    expect(loaded.from).toBe('stored');
    expect(reads).toHaveLength(1);
    // In memory now: nothing is read ahead for it.
    other.preload(counted, row.id);
    expect(reads).toHaveLength(1);

    // Read ahead for an older training than the one asked: not used; this training is trained.
    const newer = { ...row, trainingVersion: row.trainingVersion + 1 };
    const fresh = new ModelCache({ maxBytes: 64 * 1024 * 1024 });
    fresh.preload(db, row.id);
    expect((await fresh.get(db, newer, intents)).from).toBe('trained');
  });

  it('keeps the model of a bot nobody has written to yet', async () => {
    const { token, bot } = await ownerWithClinicBot(t);
    await putIntentsAs(t, token, bot._id, CLINIC);
    await t.ctx.jobs.kick();
    const { bot: row } = await botAndIntents(bot._id);
    const [kept] = await t.ctx.database.db.select().from(botModels).where(eq(botModels.botId, bot._id));
    expect(kept?.trainingVersion).toBe(row.trainingVersion);
  });

  it('never loads a model of another engine or another region, nor one it cannot read', async () => {
    const { bot } = await clinicAsked('hola');
    const db = t.ctx.database.db;
    await db.update(botModels).set({ fingerprint: 'otro-motor' }).where(eq(botModels.botId, bot._id));
    const { bot: row, intents } = await botAndIntents(bot._id);
    expect((await new ModelCache({ maxBytes: 64 * 1024 * 1024 }).get(db, row, intents)).from).toBe('trained');
    // Trained again, it is kept again with this engine's fingerprint.
    expect((await new ModelCache({ maxBytes: 64 * 1024 * 1024 }).get(db, row, intents)).from).toBe('stored');
    // A kept model that cannot be read is trained anew, never a failed turn.
    await db
      .update(botModels)
      .set({ model: Buffer.from('no es un modelo') })
      .where(eq(botModels.botId, bot._id));
    expect((await new ModelCache({ maxBytes: 64 * 1024 * 1024 }).get(db, row, intents)).from).toBe('trained');
    expect((await new ModelCache({ maxBytes: 64 * 1024 * 1024 }).get(db, row, intents)).from).toBe('stored');
    const moved = { ...row, country: 'Perú' };
    const inPeru = await new ModelCache({ maxBytes: 64 * 1024 * 1024 }).get(db, moved, intents);
    expect(inPeru.from).toBe('trained');
    expect(inPeru.model.region).toBe('PE');
  });

  it('goes with the bot when it is deleted', async () => {
    const { token, bot } = await ownerWithClinicBot(t);
    await putIntentsAs(t, token, bot._id, [
      { name: 'Horario', description: 'De 9 a 18.', questions: ['¿A qué hora abren?'] },
    ]);
    await visitorSays(t, bot._id, 'hola');
    const db = t.ctx.database.db;
    expect(await db.select().from(botModels).where(eq(botModels.botId, bot._id))).toHaveLength(1);
    await db.delete(bots).where(eq(bots.id, bot._id));
    expect(await db.select().from(botModels).where(eq(botModels.botId, bot._id))).toHaveLength(0);
  });
});
