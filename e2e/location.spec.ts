import { expect, test } from '@playwright/test';
import { E2E_GEOCODER } from '../playwright.config';
import { startGeocoderDouble, type GeocoderDouble } from '../src/server/test/geocoder-helpers';
import { apiUser, newEmail, shot, signIn } from './support';

/**
 * Issue 18: "Localiza a tu bot" finds places through the platform's geocoder (here a local Photon double the
 * server was started against, see playwright.config.ts), and "Agregar" is in view without scrolling. The
 * map's tiles are unreachable offline: the dialog works without them.
 */
let geocoder: GeocoderDouble;
test.beforeAll(async () => {
  geocoder = await startGeocoderDouble({ port: E2E_GEOCODER.port });
  geocoder.places.set('sarandí', [
    {
      latitude: -34.9068,
      longitude: -56.2086,
      properties: {
        street: 'Sarandí',
        housenumber: '675',
        city: 'Montevideo',
        state: 'Montevideo',
        country: 'Uruguay',
        postcode: '11000',
      },
    },
    {
      latitude: -34.9081,
      longitude: -56.1995,
      properties: {
        name: 'Sarandí',
        city: 'Montevideo',
        country: 'Uruguay',
        osm_key: 'highway',
        osm_value: 'pedestrian',
      },
    },
  ]);
});
test.afterAll(() => geocoder.close());

test('the owner finds the place of their bot by its address, or is told why not', async ({ page }, info) => {
  const project = info.project.name;
  const email = newEmail(project, 'lugar');
  await apiUser(page.request, 'Lucía Ferrer', email);
  await signIn(page, email);
  await page.goto('/dashboard/bots/new');
  await page.getByRole('button', { name: 'Mi negocio es de otro tipo' }).click();
  await page.getByRole('button', { name: /Emprendimientos/ }).click();
  await page.getByRole('button', { name: 'Ubicación', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubicación del Bot' });
  const add = dialog.getByRole('button', { name: 'Agregar' });
  await expect(add).toBeInViewport();

  // The address counter reads as the minimum it is.
  await dialog.getByLabel('Dirección').fill('Local 3');
  await expect(dialog.getByText('7 caracteres · mín. 15')).toBeVisible();
  await dialog.getByLabel('Dirección').fill('');

  // Too few letters are not sent.
  const search = dialog.getByRole('textbox', { name: 'Localiza a tu bot' });
  await search.fill('Sa');
  await search.press('Enter');
  await expect(dialog.getByText('Escribe al menos 3 letras para buscar')).toBeVisible();

  // A slow geocoder: the owner sees the search is under way.
  geocoder.delayMs = 1500;
  // Each project asks its own words: the server keeps the geocoder's answers for a day.
  const words = project === 'mobile' ? 'Sarandí 675, Montevideo' : 'Sarandí 675, Ciudad Vieja';
  await search.fill(words);
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  await expect(dialog.getByText('Buscando lugares…')).toBeVisible();
  const results = dialog.getByRole('group', { name: 'Elige el lugar de tu bot' });
  await expect(results.getByRole('button')).toHaveCount(2);
  geocoder.delayMs = 0;
  expect(geocoder.requests.at(-1)?.query).toBe(words.toLowerCase());
  await expect(add).toBeInViewport();
  await shot(page, 'location-search-results', project, false);

  await results.getByRole('button', { name: 'Sarandí 675, Montevideo, Uruguay' }).click();
  await expect(results).toHaveCount(0);
  await expect(dialog.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(dialog.getByLabel('Dirección')).toHaveValue(
    'Sarandí. nº 675. Montevideo. Montevideo. Uruguay. (Código postal: 11000)',
  );
  await expect(dialog.getByLabel('País')).toHaveValue('Uruguay');
  await expect(dialog.getByLabel('Ciudad')).toHaveValue('Montevideo');
  await expect(dialog.getByText(/mín\. 15/)).toHaveCount(0);

  // What the owner types stays when they pick another place; the marker moves.
  await dialog.getByLabel('Dirección').fill('Peatonal Sarandí, local 3, Ciudad Vieja');
  await search.fill(`Peatonal Sarandí ${project === 'mobile' ? 'Montevideo' : 'Uruguay'}`);
  await search.press('Enter');
  await results.getByRole('button', { name: 'Sarandí, Montevideo, Uruguay' }).click();
  await expect(dialog.getByLabel('Dirección')).toHaveValue('Peatonal Sarandí, local 3, Ciudad Vieja');
  // The map flies to the picked place: the pin's tip (28 px wide, tip 30 px below its top) is at its centre.
  await expect
    .poll(async () => {
      const map = await dialog.getByTestId('picker-map').boundingBox();
      const pin = await dialog.locator('.leaflet-marker-icon').boundingBox();
      return pin && map
        ? Math.hypot(pin.x + 14 - (map.x + map.width / 2), pin.y + 30 - (map.y + map.height / 2))
        : 99;
    })
    .toBeLessThan(4);

  // Nothing found, and a geocoder that fails: each says so in Spanish, and the map still works.
  await search.fill('Calle Inventada 123');
  await search.press('Enter');
  await expect(dialog.getByText('No encontramos ese lugar.')).toBeVisible();
  geocoder.failNext.push(503);
  await search.fill('Avenida Que Falla 1');
  await search.press('Enter');
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'La búsqueda de lugares no responde ahora' }),
  ).toHaveText('La búsqueda de lugares no responde ahora. Marca la ubicación en el mapa.');

  await expect(add).toBeInViewport();
  await add.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Peatonal Sarandí, local 3, Ciudad Vieja')).toBeVisible();
});
