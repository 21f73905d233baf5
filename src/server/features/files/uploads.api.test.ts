import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = {
  name: 'Marina Gómez',
  hero: 'Marina-Gomez',
  bio: 'Arquitecta en Córdoba.',
  phone: '+54 9 351 555 0101',
};

function put(url: string, token: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
}

describe('POST /api/uploads', () => {
  function multipart(bytes: Buffer, filename: string, contentType: string) {
    const boundary = '----vocero' + Math.random().toString(16).slice(2);
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  it('stores a picture as WebP with a thumbnail, judged by its bytes', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3b5bdb' } })
      .png()
      .toBuffer();
    const body = multipart(png, 'foto.jpg', 'image/jpeg');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=user',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(201);
    const { url, lazyUrl } = response.json();
    expect(url).toMatch(new RegExp(`^/uploads/users/profiles/${user.id}/\\d+_[0-9a-f]{12}\\.webp$`));
    expect(lazyUrl).toMatch(/_thumb\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const saved = await put('/api/me', token, { ...profile, hero: null, pictureUrl: url });
    expect(saved.json().user.pictureUrl).toBe(url);
  });

  it('refuses an SVG even when it claims to be a PNG', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const body = multipart(svg, 'foto.png', 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_file', message: 'El archivo es incorrecto' });
  });

  it('rejects an anonymous caller', async () => {
    const body = multipart(Buffer.from('x'), 'a.png', 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a request without a file', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: {},
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
  });
});
