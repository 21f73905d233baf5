import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** The upload service against a real S3-compatible server (s3rver) started by the test. */
describe('uploads on S3-compatible storage', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'vocero-s3-'));
  let s3: S3rver;
  let endpoint: string;
  let t: TestApp;

  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: folder,
      configureBuckets: [{ name: 'vocero', configs: [] }],
    });
    const { port } = (await s3.run()) as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
    t = await buildTestApp({
      env: { S3_ENDPOINT: endpoint, S3_BUCKET: 'vocero', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores the seeded platform pictures in the bucket', async () => {
    const response = await fetch(`${endpoint}/vocero/demo/platform-avatar.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<svg');
  });

  it('uploads a picture to the bucket and answers its public URLs', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0ca678' } })
      .png()
      .toBuffer();
    const boundary = 'vocero-s3-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=bot',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    });
    expect(response.statusCode).toBe(201);
    const { url, lazyUrl } = response.json();
    expect(url.startsWith(`${endpoint}/vocero/bots/profiles/${user.id}/`)).toBe(true);
    const stored = await fetch(url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(lazyUrl)).status).toBe(200);

    await t.ctx.storage.remove(url);
    expect((await fetch(url)).status).toBe(404);
  });

  it('keeps a document waiting to be read in the private area, and removes it', async () => {
    const key = 'sources/bot-1/0b6f0c1e-documento';
    expect(await t.ctx.storage.readPrivate(key)).toBeUndefined();
    await t.ctx.storage.putPrivate(key, Buffer.from('%PDF-1.4 lista de precios'));
    expect((await t.ctx.storage.readPrivate(key))?.toString()).toBe('%PDF-1.4 lista de precios');
    await t.ctx.storage.removePrivate(key);
    expect(await t.ctx.storage.readPrivate(key)).toBeUndefined();
  });
});
