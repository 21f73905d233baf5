import { CATEGORY_KEYS } from '../src/shared/categories';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

const FIRST = [
  'Clínica Dental',
  'Inmobiliaria',
  'Gasfitería',
  'Estudio Jurídico',
  'Contadores',
  'Panadería',
  'Ferretería',
  'Veterinaria',
  'Escuela de Idiomas',
  'Agencia Creativa',
  'Software',
  'Mudanzas',
  'Seguros',
  'Electricidad',
  'Yoga',
  'Arquitectura',
  'Cafetería',
  'Textiles',
  'Logística',
  'Consultorio',
];
const SECOND = [
  'Sonrisas',
  'del Sol',
  'Andina',
  'Horizonte',
  'del Parque',
  'Central',
  'Norte',
  'Sur',
  'Express',
  'Familiar',
  'Integral',
  'Moderna',
  'del Valle',
  'Pacífico',
  'Atlántico',
  'Colonial',
  'Plaza',
  'Río',
  'Montaña',
  'Austral',
];
const PLACES = [
  ['Argentina', 'Córdoba', 'Córdoba'],
  ['Argentina', 'Buenos Aires', 'La Plata'],
  ['Chile', 'Valparaíso', 'Viña del Mar'],
  ['Colombia', 'Antioquia', 'Medellín'],
  ['México', 'Jalisco', 'Guadalajara'],
  ['Paraguay', 'Central', 'Luque'],
  ['Perú', 'Lima', 'Lima'],
  ['Venezuela', 'Zulia', 'Maracaibo'],
];
const TAGS = [
  'turnos',
  'delivery',
  'urgencias',
  'presupuestos',
  'envíos',
  'alquileres',
  'clases',
  'asesoría',
];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

/** Inserts `count` varied published bots spread over the existing users, in batches (the search trigger runs per row). */
export async function seedBots(db: Db, count: number, batch = 10_000): Promise<void> {
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.execute(sql`
      with owners as (select array_agg(id order by id) as ids from users),
           places as (select ${textArray(PLACES.map((p) => p.join('|')))} as list)
      insert into bots (id, alias, name, description, category_key, tags, country, province, city, created_by, global_rating)
      select
        gen_random_uuid()::text,
        'bench-' || i,
        (${textArray(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${textArray(SECOND)})[1 + (i / ${FIRST.length}) % ${SECOND.length}] || ' ' || i,
        'Atención personalizada, presupuestos sin cargo y respuesta inmediata. Sucursal ' || i || '.',
        (${textArray([...CATEGORY_KEYS])})[1 + i % ${CATEGORY_KEYS.length}],
        array[(${textArray(TAGS)})[1 + i % ${TAGS.length}], (${textArray(TAGS)})[1 + (i / 3) % ${TAGS.length}]],
        split_part(places.list[1 + i % ${PLACES.length}], '|', 1),
        split_part(places.list[1 + i % ${PLACES.length}], '|', 2),
        split_part(places.list[1 + i % ${PLACES.length}], '|', 3),
        owners.ids[1 + i % array_length(owners.ids, 1)],
        (i % 50) / 10.0
      from generate_series(${start}::int, ${end}::int) as i, owners, places
    `);
  }
  await db.execute(sql`analyze bots`);
}
