import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bots } from '../../db/schema';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { publishBotAs } from '../../test/bots-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { resolvePageMeta } from '../seo/page-meta';

// The directory reads what people mean (issue 38): a place in the search, the words of a profession and
// its type of business, and "Mejor calificados" that a single 5-star rating does not top.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let counter = 0;
let token = '';
/** The owner of the next bots: a new one every few bots, under the limit of bots created per hour. */
async function ownerToken(): Promise<string> {
  if (counter % 8 === 0) {
    const user = await createUser(t, { name: 'Marta Quiroga' });
    token = await signIn(t, user.email, user.password);
  }
  return token;
}

/** A published bot; `place` is [country, province, city]. */
async function bot(fields: {
  name: string;
  description?: string;
  categoryKey?: string;
  businessType?: string;
  tags?: string[];
  place?: [string, string, string];
}): Promise<string> {
  const owner = await ownerToken();
  counter += 1;
  const [country, province, city] = fields.place ?? [];
  const payload = {
    alias: `directorio-${counter}`,
    name: fields.name,
    description: fields.description ?? 'Atención de lunes a sábado con turnos.',
    instructions: 'Responde con amabilidad y en pocas palabras.',
    categoryKey: fields.categoryKey ?? 'openings',
    ...(fields.businessType ? { businessType: fields.businessType } : {}),
    tags: fields.tags ?? ['local'],
    // A place is kept only with an address and its coordinates (the location dialog gives all three).
    ...(country
      ? {
          country,
          province,
          city,
          locationAddress: `Calle Principal 100, ${city}, ${country}`,
          locationLatitude: -31.4,
          locationLongitude: -64.2,
        }
      : {}),
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/bots', headers: bearer(owner), payload });
  if (response.statusCode !== 201) throw new Error(response.body);
  const id = response.json().bot._id as string;
  await publishBotAs(t, owner, id, payload);
  return id;
}

async function ids(query: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/bots?pageSize=50&${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().bots.map((b: { _id: string }) => b._id);
}
const term = (words: string) => `term=${encodeURIComponent(words)}`;

describe('a place in the search', () => {
  let vet: Record<string, string>;
  beforeAll(async () => {
    vet = {
      cordobaCity: await bot({
        name: 'Veterinaria San Roque',
        businessType: 'veterinaria',
        place: ['Argentina', 'Córdoba', 'Córdoba'],
      }),
      rioCuarto: await bot({
        name: 'Clínica Veterinaria del Sur',
        place: ['Argentina', 'Córdoba', 'Río Cuarto'],
      }),
      rosario: await bot({
        name: 'Veterinaria Patitas',
        businessType: 'veterinaria',
        place: ['Argentina', 'Santa Fe', 'Rosario'],
      }),
      veracruz: await bot({ name: 'Veterinaria Huellitas', place: ['México', 'Veracruz', 'Córdoba'] }),
      // Names a place in its text only: it is in Buenos Aires.
      tandil: await bot({
        name: 'Veterinaria Serrana',
        description: 'Atendemos a domicilio en Tandil y alrededores.',
        place: ['Argentina', 'Buenos Aires', 'La Plata'],
      }),
      gymRosario: await bot({
        name: 'Gimnasio Norte',
        businessType: 'gimnasio',
        place: ['Argentina', 'Santa Fe', 'Rosario'],
      }),
    };
  });

  it('reads "en <lugar>" as a province or city filter, accents and case aside, and searches the rest', async () => {
    const inCordoba = [vet.cordobaCity, vet.rioCuarto, vet.veracruz];
    expect((await ids(term('veterinaria en Córdoba'))).sort()).toEqual([...inCordoba].sort());
    expect((await ids(term('VETERINARIAS EN CORDOBA'))).sort()).toEqual([...inCordoba].sort());
    // Within the country chosen, only its Córdoba.
    expect((await ids(`${term('veterinaria en cordoba')}&country=argentina`)).sort()).toEqual(
      [vet.cordobaCity, vet.rioCuarto].sort(),
    );
  });

  it('reads a known city or province at either end of the search without "en"', async () => {
    expect(await ids(term('veterinaria rosario'))).toEqual([vet.rosario]);
    expect(await ids(term('Rosario veterinarias'))).toEqual([vet.rosario]);
    expect((await ids(term('rosario'))).sort()).toEqual([vet.rosario, vet.gymRosario].sort());
    expect(await ids(term('gimnasio en santa fe'))).toEqual([vet.gymRosario]);
  });

  it('keeps the old search for a place that no bot is in, or when the place leaves nothing', async () => {
    // Tandil is no bot's city: the words are searched, and find the bot that mentions it.
    expect(await ids(term('veterinaria en Tandil'))).toEqual([vet.tandil]);
    // Mendoza is a bot's city, but no pizzería is there: the whole term is searched.
    await bot({
      name: 'Gomería Andina',
      categoryKey: 'plumbing',
      place: ['Argentina', 'Mendoza', 'Mendoza'],
    });
    const pizza = await bot({
      name: 'Pizzería Mendoza',
      categoryKey: 'general',
      place: ['Argentina', 'Buenos Aires', 'La Plata'],
    });
    expect(await ids(term('pizzeria mendoza'))).toEqual([pizza]);
  });

  it('leaves the search alone when the visitor chose a province or city', async () => {
    expect((await ids(term('rosario'))).length).toBe(2);
    expect(await ids(`${term('rosario')}&province=Santa%20Fe`)).toEqual([]);
    expect(await ids(`${term('rosario')}&city=Rosario`)).toEqual([]);
  });
});

describe('professions and synonyms', () => {
  let b: Record<string, string>;
  beforeAll(async () => {
    b = {
      odontologico: await bot({ name: 'Consultorio Odontológico Sonrisa', categoryKey: 'openings' }),
      typedDentist: await bot({ name: 'Sonrisa Plena', businessType: 'odontologia' }),
      dentistName: await bot({ name: 'Dentista Dr. Pérez' }),
      accountant: await bot({ name: 'Estudio Contable López', categoryKey: 'architecture' }),
      plumber: await bot({
        name: 'Gasfitería Express',
        categoryKey: 'plumbing',
        description: 'Destapaciones y arreglos de cañerías.',
      }),
      manicure: await bot({ name: 'Manicura Bella', categoryKey: 'plumbing' }),
      nails: await bot({
        name: 'Uñas Glam',
        categoryKey: 'plumbing',
        description: 'Esmaltado semipermanente.',
      }),
      typedNails: await bot({ name: 'Studio Rosa', categoryKey: 'plumbing', businessType: 'estetica' }),
      cars: await bot({
        name: 'Taller El Rayo',
        categoryKey: 'plumbing',
        description: 'Service y frenos para autos de todas las marcas.',
      }),
    };
  });

  it('finds a dentist by "odontología" and the reverse, and the bots of the type by either', async () => {
    const dentists = [b.odontologico, b.typedDentist, b.dentistName];
    expect((await ids(term('dentista'))).sort()).toEqual([...dentists].sort());
    expect((await ids(term('odontología'))).sort()).toEqual([...dentists].sort());
    expect((await ids(term('dentistas'))).sort()).toEqual([...dentists].sort());
  });

  it('finds an accountant by "contador" and a plumber by "plomero"', async () => {
    expect(await ids(term('contador'))).toEqual([b.accountant]);
    expect(await ids(term('contadores'))).toEqual([b.accountant]);
    expect(await ids(term('plomero'))).toEqual([b.plumber]);
    expect(await ids(term('plomeros urgente'))).toEqual([]);
  });

  it('finds nails by "manicura" and manicure by "uñas", with or without the ñ', async () => {
    const nails = [b.manicure, b.nails, b.typedNails].sort();
    expect((await ids(term('uñas'))).sort()).toEqual(nails);
    expect((await ids(term('unas'))).sort()).toEqual(nails);
    expect((await ids(term('manicura'))).sort()).toEqual(nails);
  });

  it('matches regional words for one thing ("carros" finds autos)', async () => {
    expect(await ids(term('taller de carros'))).toEqual([b.cars]);
  });

  it('still matches the prefixes the autocomplete sends', async () => {
    expect(await ids(term('gasfit'))).toEqual([b.plumber]);
    expect(await ids(term('dentis'))).toEqual([b.dentistName]);
  });
});

describe('"Mejor calificados"', () => {
  it('ranks by a Bayesian average: forty 4.8s above one 5, a new bot at the prior', async () => {
    const rate = async (id: string, globalRating: number, ratingsCount: number) =>
      t.ctx.database.db.update(bots).set({ globalRating, ratingsCount }).where(eq(bots.id, id));
    const tags = ['calificados'];
    const single = await bot({ name: 'Un Voto Perfecto', tags });
    const many = await bot({ name: 'Cuarenta Votos', tags });
    const poor = await bot({ name: 'Diez Votos Flojos', tags });
    const fresh = await bot({ name: 'Recién Llegado', tags });
    await rate(single, 5, 1);
    await rate(many, 4.8, 40);
    await rate(poor, 3, 10);
    // Each pulled toward 4 as by five more ratings of 4 (decision 064): scores 4.17, 4.71, 3.33 and 4.
    expect(await ids('tags=calificados&sort=rating')).toEqual([many, single, fresh, poor]);
    expect(await ids('tags=calificados')).toEqual([many, single, fresh, poor]);
    // With thirty 5s its own average counts: 4.86 against 4.71.
    await rate(single, 5, 30);
    // (Another filter, so that the directory's cache, which a write to the database itself skips, answers anew.)
    expect((await ids('tags=calificados&sort=rating&categoryKey=openings'))[0]).toBe(single);
  });
});

describe('the type of business filter (tipo)', () => {
  let typed: { vet: string; otherVet: string; dentist: string };
  beforeAll(async () => {
    typed = {
      vet: await bot({ name: 'Mascotas Felices', businessType: 'veterinaria', tags: ['tipo'] }),
      otherVet: await bot({ name: 'Huellas', businessType: 'veterinaria', tags: ['tipo'] }),
      dentist: await bot({ name: 'Dientes Sanos', businessType: 'odontologia', tags: ['tipo'] }),
    };
    await bot({ name: 'Veterinaria sin Tipo', tags: ['tipo'] });
  });

  it('lists the bots of one type, with the other filters', async () => {
    expect((await ids('businessType=veterinaria&tags=tipo')).sort()).toEqual(
      [typed.vet, typed.otherVet].sort(),
    );
    expect(await ids('businessType=odontologia&categoryKey=openings&tags=tipo')).toEqual([typed.dentist]);
    expect(await ids('businessType=odontologia&categoryKey=general')).toEqual([]);
    expect(await ids(`businessType=veterinaria&${term('huellas')}`)).toEqual([typed.otherVet]);
    expect(await ids('businessType=&tags=tipo')).toHaveLength(4);
  });

  it('answers 400 with a Spanish message for an unknown type', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bots?businessType=astronauta' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.businessType).toBe('Elige un tipo de negocio de la lista');
  });

  it('caches each type apart', async () => {
    expect(await ids('tags=tipo')).toHaveLength(4);
    expect(await ids('tags=tipo&businessType=odontologia')).toEqual([typed.dentist]);
    expect(await ids('tags=tipo')).toHaveLength(4);
  });

  it('draws the first view of /bots?tipo= from the same filter', async () => {
    const meta = await resolvePageMeta(t.ctx, '/bots?tipo=odontologia&tags=tipo');
    expect(meta?.firstView).toMatchObject({ kind: 'directory', bots: [{ name: 'Dientes Sanos' }] });
    const all = await resolvePageMeta(t.ctx, '/bots?tags=tipo');
    expect(all?.firstView).toMatchObject({ kind: 'directory' });
    expect((all?.firstView as { bots: unknown[] }).bots).toHaveLength(4);
  });
});

describe('counting matches (issue 44, decision 062)', () => {
  beforeAll(async () => {
    const id = await bot({ name: 'Empanadas Contadas', tags: ['contadas'] });
    // 1,004 copies of it (1,005 in all): more matches than the directory counts.
    await t.ctx.database.db.execute(sql`
      insert into bots
      select (jsonb_populate_record(b, jsonb_build_object('id', gen_random_uuid(), 'alias', 'contadas-' || n))).*
      from bots b, generate_series(1, 1004) n
      where b.id = ${id}`);
  });

  async function page(query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/bots?pageSize=12&${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      bots: unknown[];
      total: number;
      totalCapped: boolean;
      nextPage: number | null;
    };
  }

  it('says "more than 1,000" instead of counting every match, and still knows the next page', async () => {
    for (const query of [term('empanadas contadas'), 'tags=contadas']) {
      const first = await page(query);
      expect(first).toMatchObject({ total: 1000, totalCapped: true, nextPage: 2 });
      expect(first.bots).toHaveLength(12);
    }
    // Past the bound, a page still knows whether another follows: 1,005 bots are 84 pages of 12.
    expect(await page(`tags=contadas&page=83`)).toMatchObject({ nextPage: 84 });
    const last = await page(`tags=contadas&page=84`);
    expect(last).toMatchObject({ nextPage: null });
    expect(last.bots).toHaveLength(9);
  });

  it('counts exactly under the bound', async () => {
    expect(await page(term('Veterinaria Patitas'))).toMatchObject({
      total: 1,
      totalCapped: false,
      nextPage: null,
    });
  });
});
