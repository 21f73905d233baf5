import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithClinicBot } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { explainDirectoryPage } from './bots.repo';

// Issue 44: at 100k bots the directory's pages go through an index; none reads the whole table (decisions
// 062 and 064). Plans are PostgreSQL's (PGlite plans the same SQL, but its tables stay small).

const BOTS = 100_000;

describe.runIf(process.env.TEST_DATABASE_URL)('the directory’s plans on 100k bots (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const { bot } = await ownerWithClinicBot(t);
    const db = t.ctx.database.db;
    // Names from a few trades and places, so that a term matches some thousands and a typo a few.
    await db.execute(sql`
      insert into bots
      select (jsonb_populate_record(b, jsonb_build_object(
        'id', gen_random_uuid(),
        'alias', 'plan-' || n,
        'name', (array['Pizzería','Veterinaria','Ferretería','Peluquería','Inmobiliaria','Panadería','Gomería',
          'Óptica','Florería','Cerrajería'])[1 + n % 10] || ' ' ||
          (array['del Centro','Norte','San Martín','La Esquina','Don José','Los Andes','Del Puerto'])[1 + n % 7]
          || ' ' || n,
        'category_key', (array['openings','plumbing','electricity','realstate','transport'])[1 + n % 5],
        'country', (array['Argentina','Perú','Chile','México','Colombia'])[1 + (n / 7) % 5],
        -- A quarter of the bots in one province, most of them in its capital of the same name.
        'province', (array['Córdoba','Jalisco','Lima','Antioquia'])[1 + n % 4],
        'city', case when n % 12 = 0 then 'Río Cuarto' else (array['Córdoba','Guadalajara','Lima','Medellín'])[1 + n % 4] end,
        'status', 1
      ))).*
      from bots b, generate_series(1, ${BOTS}) n
      where b.id = ${bot._id}`);
    await db.execute(sql`analyze bots`);
  }, 600_000);
  afterAll(() => t?.close());

  const noTableScan = (plans: string[]) => {
    for (const plan of plans) expect(plan, plan).not.toMatch(/Seq Scan on bots/);
  };

  it('filters by category and country through their index, in the order of an index', async () => {
    noTableScan(
      await explainDirectoryPage(t.ctx.database.db, { categoryKey: 'plumbing', country: 'Perú' }, 'filter'),
    );
    noTableScan(await explainDirectoryPage(t.ctx.database.db, { country: 'Chile' }, 'filter'));
  });

  it('finds a broad term and a rare one through the indexes: a bounded walk of the order, then the term’s own', async () => {
    const db = t.ctx.database.db;
    for (const term of ['veterinaria', 'pizzeria del centro', 'don jose 4242']) {
      const plans = await explainDirectoryPage(db, { term }, 'term');
      noTableScan(plans);
      const [probe, walk] = plans;
      expect(probe, probe).toMatch(/Bitmap Index Scan on bots_search_vector_idx/);
      expect(walk, walk).toMatch(/Index Scan using bots_directory_idx/);
    }
    noTableScan(await explainDirectoryPage(db, { term: 'veterinaria', country: 'Chile' }, 'term'));
    noTableScan(await explainDirectoryPage(db, { term: 'veterinaria', sort: 'recent' }, 'term'));
  });

  it('walks a place read in the search down its province’s and its city’s indexes, merged in order', async () => {
    const db = t.ctx.database.db;
    for (const sort of [undefined, 'recent'] as const) {
      const [probe, walk] = await explainDirectoryPage(
        db,
        { term: 'veterinaria', place: 'cordoba', sort },
        'term',
      );
      noTableScan([probe!, walk!]);
      expect(walk, walk).toMatch(/Merge Append/);
      expect(walk, walk).toMatch(/Index Scan using bots_province_place\w*_idx/);
      expect(walk, walk).toMatch(/Index Scan using bots_city_place\w*_idx/);
      // In the order of the indexes: no sort of the province's bots.
      expect(walk, walk).not.toMatch(/Sort {2}\(/);
      const [page] = await explainDirectoryPage(db, { place: 'cordoba', sort }, 'filter');
      expect(page, page).toMatch(/Merge Append/);
      expect(page, page).not.toMatch(/Sort {2}\(/);
    }
  });

  it('corrects a typo against the directory’s words, then searches through the same indexes', async () => {
    const db = t.ctx.database.db;
    const plans = await explainDirectoryPage(db, { term: 'veterinara' }, 'typo');
    noTableScan(plans);
    expect(plans[0]).toContain("'veterinari'");
  });
});
