import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { bearer } from './accounts-helpers';
import type { TestApp } from './test-app';

/** POST /api/uploads of a small generated PNG, as the web app sends a picture (multipart field "file"). */
export async function pictureUploadRequest(token: string, kind = 'bot'): Promise<InjectOptions> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();
  const boundary = `----vocero${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    method: 'POST',
    url: `/api/uploads?kind=${kind}`,
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  };
}

/** Uploads a picture as the holder of `token`; its address and thumbnail's. */
export async function uploadPictureAs(
  t: TestApp,
  token: string,
  kind = 'bot',
): Promise<{ url: string; lazyUrl: string }> {
  const response = await t.app.inject(await pictureUploadRequest(token, kind));
  expect(response.statusCode).toBe(201);
  return response.json();
}
