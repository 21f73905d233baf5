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
  // Four searches and a map that flies: more than 30 s on a busy machine.
  test.slow();
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

/**
 * Issue 38 item 4: on a phone the dialog's lists are inside it, as wide as its content, and closing it
 * (Escape, its close button, the browser's Back) asks before what was typed is lost; with nothing changed
 * it closes at once and the history is as it was.
 */
test('the location dialog keeps its lists inside and asks before losing what was typed', async ({
  page,
}, info) => {
  // A long journey: two searches, a list, two confirmations and three history steps.
  test.slow();
  const project = info.project.name;
  const email = newEmail(project, 'lugar-movil');
  await apiUser(page.request, 'Tomás Rivero', email);
  await signIn(page, email);
  await page.goto('/dashboard/bots/new');
  await page.getByRole('button', { name: 'Mi negocio es de otro tipo' }).click();
  await page.getByRole('button', { name: /Emprendimientos/ }).click();
  await page.getByLabel('Nombre').fill('Quesería Rivero');
  const open = page.getByRole('button', { name: 'Ubicación', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Ubicación del Bot' });
  const discard = page.getByRole('dialog', { name: '¿Descartar los cambios de la ubicación?' });

  // Nothing changed: Escape closes at once, and the dialog leaves no step in the history behind.
  await open.click();
  await expect(dialog.getByRole('button', { name: 'Agregar' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(discard).toHaveCount(0);
  expect(await page.evaluate(() => (history.state as Record<string, unknown>).dialogEntry)).toBeUndefined();

  await open.click();
  const body = dialog.locator('.mantine-Modal-body');
  /** The box the dialog's content is laid out in: its body without the padding. */
  const contentBox = () =>
    body.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const left = box.left + parseFloat(style.paddingLeft);
      return { left, width: box.right - parseFloat(style.paddingRight) - left };
    });
  const expectInside = async (list: ReturnType<typeof dialog.locator>, fullWidth: boolean) => {
    const box = await list.boundingBox();
    const dialogBox = await dialog.boundingBox();
    const content = await contentBox();
    expect(box && dialogBox).toBeTruthy();
    expect(box!.x).toBeGreaterThanOrEqual(dialogBox!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
    if (fullWidth) {
      expect(Math.abs(box!.x - content.left)).toBeLessThan(1);
      expect(Math.abs(box!.width - content.width)).toBeLessThan(1);
    }
  };

  // The places found are listed inside the dialog, as wide as its content.
  const search = dialog.getByRole('textbox', { name: 'Localiza a tu bot' });
  await search.fill(`Sarandí 675 ${project === 'mobile' ? 'teléfono' : 'escritorio'}`);
  await search.press('Enter');
  const results = dialog.getByRole('group', { name: 'Elige el lugar de tu bot' });
  await expect(results.getByRole('button')).toHaveCount(2);
  await expectInside(results, true);

  // The countries are listed inside the dialog, right under their field and as wide as it (on a phone, as
  // wide as the dialog's content). The field does not move while the list opens, narrows and closes.
  const country = dialog.getByRole('combobox', { name: 'País' });
  await country.click();
  const countries = dialog.getByRole('listbox', { name: 'País' });
  await expect(countries.getByRole('option')).toHaveCount(7);
  const field = (await country.boundingBox())!;
  await country.pressSequentially('co');
  await expect(countries.getByRole('option')).toHaveText([/Colombia/, /México/]);
  expect(await country.boundingBox()).toEqual(field);
  await expectInside(countries, project === 'mobile');
  const list = (await countries.boundingBox())!;
  expect(Math.abs(list.x - field.x)).toBeLessThan(1);
  expect(Math.abs(list.width - field.width)).toBeLessThan(1);
  expect(list.y).toBeGreaterThanOrEqual(field.y + field.height);
  await shot(page, 'location-list-open', project, false);
  await countries.getByRole('option', { name: /Colombia/ }).click();
  await expect(country).toHaveValue('Colombia');
  await expect(countries).toHaveCount(0);
  expect(await country.boundingBox()).toEqual(field);

  // Escape after typing asks; "Seguir editando" keeps everything that was typed.
  await dialog.getByLabel('Dirección').fill('Calle 10 # 5-51, La Candelaria');
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await expect(discard.getByRole('button', { name: 'Descartar' })).toBeVisible();
  await shot(page, 'location-discard', project, false);
  await discard.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(discard).toHaveCount(0);
  await expect(dialog.getByLabel('Dirección')).toHaveValue('Calle 10 # 5-51, La Candelaria');
  await expect(country).toHaveValue('Colombia');
  await expect(search).toHaveValue(/^Sarandí 675/);

  // The browser's Back asks too, and stays on the page; "Descartar" closes the dialog and nothing else.
  await page.goBack();
  await expect(discard).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/bots\/new$/);
  await discard.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(dialog.getByLabel('Dirección')).toHaveValue('Calle 10 # 5-51, La Candelaria');
  await page.goBack();
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/bots\/new$/);
  await expect(page.getByLabel('Nombre')).toHaveValue('Quesería Rivero');
  await expect(page.getByText('Calle 10 # 5-51, La Candelaria')).toHaveCount(0);

  // The history is as it was before the dialog: Back now leaves the form for the page before it.
  await expect
    .poll(() => page.evaluate(() => (history.state as Record<string, unknown>).dialogEntry))
    .toBeUndefined();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});
