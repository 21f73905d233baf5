import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiUser, newEmail } from './support';

/**
 * Issue 38: the directory finds what people mean. "veterinaria en Córdoba" lists the vets of Córdoba, a
 * profession's other words find it, the filter dialog narrows to a type of business, and each card says
 * where the bot is and how it is rated ("4,8 (2)").
 */

type Request = Page['request'];

const place = (city: string, province: string, country: string) => ({
  country,
  province,
  city,
  locationAddress: `Calle Principal 100, ${city}, ${country}`,
  locationLatitude: -31.4,
  locationLongitude: -64.2,
});

/** The bots of the journey; both projects share the server, so they are made once, by alias. */
const BOTS = [
  {
    alias: 'e2e-vete-san-roque',
    name: 'Veterinaria San Roque',
    description: 'Consultas, vacunas, cirugías y guardia para perros y gatos.',
    categoryKey: 'openings',
    businessType: 'veterinaria',
    tags: ['mascotas', 'vacunas'],
    ...place('Córdoba', 'Córdoba', 'Argentina'),
  },
  {
    alias: 'e2e-huellas-sierras',
    name: 'Huellas de las Sierras',
    description: 'Atención de mascotas a domicilio y turnos en el consultorio.',
    categoryKey: 'openings',
    businessType: 'veterinaria',
    tags: ['mascotas'],
    ...place('Villa Carlos Paz', 'Córdoba', 'Argentina'),
  },
  {
    alias: 'e2e-vete-patitas',
    name: 'Clínica Veterinaria Patitas',
    description: 'Peluquería canina, vacunas y consultas.',
    categoryKey: 'openings',
    tags: ['mascotas'],
    ...place('Rosario', 'Santa Fe', 'Argentina'),
  },
  {
    alias: 'e2e-estudio-lopez',
    name: 'Estudio Contable López',
    description: 'Monotributo, sueldos y balances para pymes y profesionales.',
    categoryKey: 'architecture',
    tags: ['impuestos'],
    ...place('Córdoba', 'Córdoba', 'Argentina'),
  },
];

async function ensureBots(request: Request, project: string) {
  const existing = await request.get(`/api/bot/${BOTS[0]!.alias}`);
  if (existing.ok()) return;
  const owner = await apiUser(request, 'Carla Medina', newEmail(project, 'directorio'));
  const headers = { Authorization: `Bearer ${owner.token}` };
  const ids: Record<string, string> = {};
  for (const bot of BOTS) {
    const data = { ...bot, instructions: 'Responde en pocas palabras.' };
    const created = await request.post('/api/bots', { headers, data });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { bot: { _id: string } }).bot._id;
    expect((await request.put(`/api/bot/${id}`, { headers, data: { ...data, status: 1 } })).ok()).toBe(true);
    ids[bot.alias] = id;
  }
  // Two visitors rate the first vet: 5 and 4.5, "4,8 (2)".
  for (const [index, rating] of [5, 4.5].entries()) {
    const rater = await apiUser(request, `Cliente ${index + 1}`, newEmail(project, `calif-${index}`));
    const rated = await request.post(`/api/bot/${ids['e2e-vete-san-roque']}/qualifications`, {
      headers: { Authorization: `Bearer ${rater.token}` },
      data: { rating, comment: 'Muy buena atención, volvería.' },
    });
    expect(rated.ok(), await rated.text()).toBe(true);
  }
}

async function look(page: Page, name: string, project: string) {
  mkdirSync('/tmp/shots-dir', { recursive: true });
  await page.screenshot({ path: `/tmp/shots-dir/${name}-${project}.png`, fullPage: true });
}

test('"veterinaria en Córdoba" lists the vets of Córdoba; cards show the place and the rating; the type filter', async ({
  page,
}, info) => {
  // Three accounts, four bots and two ratings are made through the API first.
  test.setTimeout(120_000);
  const project = info.project.name;
  await ensureBots(page.request, project);

  await page.goto(`/bots?q=${encodeURIComponent('veterinaria en Córdoba')}`);
  const cards = page.getByTestId('bot-card');
  const sanRoque = page.getByRole('article', { name: 'Veterinaria San Roque' });
  // The app replaces the server's first view (a slow machine may take a while to start it).
  await expect(sanRoque).toBeVisible({ timeout: 30_000 });
  // "Huellas de las Sierras" never says "veterinaria": its type does, and it is in the province of Córdoba.
  await expect(page.getByRole('article', { name: 'Huellas de las Sierras' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Clínica Veterinaria Patitas' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Estudio Contable López' })).toHaveCount(0);
  await expect(cards).toHaveCount(2);

  // The card: where, and the rating with its count.
  await expect(sanRoque.getByText('Córdoba, Argentina')).toBeVisible();
  await expect(sanRoque.getByTestId('bot-card-rating')).toContainText('4,8 (2)');
  await expect(sanRoque.getByText('Calificación 4,8 de 5, 2 opiniones')).toBeAttached();
  await expect(
    page.getByRole('article', { name: 'Huellas de las Sierras' }).getByText('Villa Carlos Paz, Argentina'),
  ).toBeVisible();
  // Nothing on the card spills out of it (the place gives way to the rating).
  const box = (await sanRoque.boundingBox())!;
  const facts = (await sanRoque.getByTestId('bot-card-rating').boundingBox())!;
  expect(facts.x + facts.width).toBeLessThanOrEqual(box.x + box.width);
  await look(page, 'directory-place', project);

  // A profession by another of its words.
  await page.goto(`/bots?q=contador`);
  await expect(page.getByRole('article', { name: 'Estudio Contable López' })).toBeVisible();

  // The filter dialog: a type of business chooses its category too.
  await page.goto('/bots');
  await page.getByRole('button', { name: 'Más criterios de búsqueda' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Tipo de negocio', exact: true }).click();
  await page.getByRole('option', { name: 'Veterinaria', exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: 'Categoría', exact: true })).toHaveValue('Salud');
  await look(page, 'directory-type-dialog', project);
  await dialog.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/[?&]tipo=veterinaria/);
  await expect(page).toHaveURL(/[?&]cat=openings/);
  await expect(page.getByText('Tipo de negocio: Veterinaria')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Huellas de las Sierras' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Clínica Veterinaria Patitas' })).toHaveCount(0);
  await look(page, 'directory-type', project);

  // The server's first view of that address lists the same bots.
  const html = await (await page.request.get('/bots?tipo=veterinaria')).text();
  expect(html).toContain('Veterinaria San Roque');
  expect(html).not.toContain('Clínica Veterinaria Patitas');
});
