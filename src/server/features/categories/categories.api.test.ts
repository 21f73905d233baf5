import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the 11 fixed categories with their content, in order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const { categories } = response.json();
    expect(categories.map((c: { key: string }) => c.key)).toEqual([
      'vr',
      'domo',
      'architecture',
      'materials',
      'plumbing',
      'electricity',
      'realstate',
      'openings',
      'transport',
      'insurance',
      'general',
    ]);
    expect(categories[6]).toMatchObject({ _id: 'realstate', name: 'Inmobiliarias' });
    for (const category of categories) {
      expect(category.questions).toHaveLength(5);
      expect(category.phrases).toHaveLength(9);
      expect(category.intro.length).toBeGreaterThan(10);
    }
  });

  it('answers one category by key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/category/openings' });
    expect(response.json().category).toMatchObject({ key: 'openings', name: 'Salud' });
  });

  it('rejects an unknown key with 400 naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/category/zzz' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.message).toBe('Los datos enviados no son válidos');
    expect(Object.keys(body.fields)).toEqual(['key']);
  });
});
