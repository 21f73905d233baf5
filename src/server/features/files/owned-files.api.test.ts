import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { createBotAs } from '../../test/bots-helpers';
import { uploadPictureAs } from '../../test/files-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function person() {
  const user = await createUser(t);
  return { user, token: await signIn(t, user.email, user.password) };
}

const upload = (token: string) => uploadPictureAs(t, token);

const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

async function saveBot(token: string, id: string, changes: Record<string, unknown>) {
  const current = (
    await t.app.inject({ method: 'GET', url: `/api/bot/${id}`, headers: bearer(token) })
  ).json().bot;
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/bot/${id}`,
    headers: bearer(token),
    payload: {
      categoryKey: current.categoryKey ?? 'general',
      alias: current.alias,
      name: current.name,
      description: current.description,
      instructions: current.instructions,
      tags: current.tags,
      ...changes,
    },
  });
  expect(response.statusCode).toBe(200);
}

describe('files removed with what pointed at them', () => {
  it('deletes the owner’s own replaced picture and forgets it', async () => {
    const owner = await person();
    const first = await upload(owner.token);
    const bot = await createBotAs(t, owner.token, {
      name: 'Vivero Las Lilas',
      description: 'Plantas y macetas.',
      tags: ['plantas'],
    });
    await saveBot(owner.token, bot._id, { pictureUrl: first.url, pictureLazyUrl: first.lazyUrl });
    const second = await upload(owner.token);
    await saveBot(owner.token, bot._id, { pictureUrl: second.url, pictureLazyUrl: second.lazyUrl });
    expect(await served(first.url)).toBe(404);
    expect(await served(second.url)).toBe(200);
    const rows = await t.ctx.database.db.select().from(storedFiles).where(eq(storedFiles.url, first.url));
    expect(rows).toEqual([]);
  });

  it('never deletes another person’s upload that a bot, an intent or a deletion points at', async () => {
    const victim = await person();
    const attacker = await person();
    const picture = await upload(victim.token);
    const image = await upload(victim.token);
    const bot = await createBotAs(t, attacker.token, {
      name: 'Copias Rápidas',
      description: 'Copias de llaves.',
      tags: ['llaves'],
    });
    await saveBot(attacker.token, bot._id, { pictureUrl: picture.url, pictureLazyUrl: picture.lazyUrl });
    await saveBot(attacker.token, bot._id, { pictureUrl: null, pictureLazyUrl: null });
    const intents = (files: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bot/${bot._id}/intents`,
        headers: bearer(attacker.token),
        payload: {
          intents: [
            { name: 'Horarios', questions: ['¿Abren hoy?'], description: 'Sí.', intentionFiles: files },
          ],
        },
      });
    expect((await intents([image])).statusCode).toBe(200);
    expect((await intents([])).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/bot/${bot._id}`, headers: bearer(attacker.token) });
    for (const url of [picture.url, picture.lazyUrl, image.url, image.lazyUrl])
      expect(await served(url)).toBe(200);
  });

  it('never deletes a demo picture, which belongs to nobody', async () => {
    const attacker = await person();
    const url = await t.ctx.storage.put('demo/bots/panaderia.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    const bot = await createBotAs(t, attacker.token, {
      name: 'Panadería Copia',
      description: 'Pan.',
      tags: ['pan'],
    });
    await saveBot(attacker.token, bot._id, { pictureUrl: url, pictureLazyUrl: url });
    await saveBot(attacker.token, bot._id, { pictureUrl: null, pictureLazyUrl: null });
    expect(await served(url)).toBe(200);
  });
});
