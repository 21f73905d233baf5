import { expect, test, type Page } from '@playwright/test';
import { apiUser, newEmail, PASSWORD } from './support';

/** With SCREENSHOTS=1, keeps a picture of each screen for a person to look at (test-results/screens). */
async function shot(page: Page, name: string, projectName: string, fullPage = false) {
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: `screenshots/${name}-${projectName}.png`, fullPage });
  }
}

test.describe('app shell', () => {
  test('home loads with the hero, the top bar and no back button', async ({ page }, info) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Representantes virtuales');
    await expect(page.getByText('El primer directorio digital del mundo')).toBeVisible();
    await expect(page.getByTestId('back-button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hola' })).toBeVisible();
    // Scoped to the slider: the home's bot rows carry category badges with the same names.
    await expect(page.getByTestId('category-slider').getByText('Inmobiliarias')).toBeVisible();
    await shot(page, 'home', info.project.name, true);
  });

  test('the left drawer lists the anonymous entries', async ({ page }, info) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú', exact: true }).click();
    const drawer = page.getByRole('dialog');
    for (const label of [
      'Inicio',
      'Explorar',
      'Entrar',
      'Crear una cuenta',
      'Nosotros',
      'Preguntas Frecuentes',
      'Hablemos',
    ]) {
      await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Salir' })).toHaveCount(0);
    await shot(page, 'left-drawer', info.project.name);
    await drawer.getByRole('link', { name: 'Nosotros' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the right drawer welcomes an anonymous visitor', async ({ page }, info) => {
    await page.goto('/');
    await page.getByTestId('avatar-button').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('¡Comencemos!')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/auth');
    await expect(drawer.getByRole('link', { name: 'crea una cuenta gratis' })).toHaveAttribute(
      'href',
      '/auth/new',
    );
    await shot(page, 'right-drawer', info.project.name);
    // Route changes close the right drawer.
    await drawer.getByRole('link', { name: 'Inicia sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('¡Comencemos!')).toHaveCount(0);
  });

  test('the Beta button opens its information dialog', async ({ page }, info) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Estamos en modo Beta' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Estamos en modo Beta')).toBeVisible();
    await expect(dialog.getByText('crear, entrenar y compartir bots personalizados')).toBeVisible();
    await shot(page, 'beta', info.project.name);
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an unknown route shows the 404 page with its buttons and quick links', async ({ page }, info) => {
    await page.goto('/no/existe/esta-pagina');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText('¡Oops! Página no encontrada')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('button', { name: 'Volver atrás' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Explorar Bots' })).toHaveAttribute('href', '/bots');
    await expect(main.getByRole('link', { name: 'Preguntas', exact: true })).toHaveAttribute(
      'href',
      '/questions',
    );
    await expect(main.getByRole('link', { name: 'Nosotros' })).toHaveAttribute('href', '/about');
    await shot(page, 'not-found', info.project.name);
    await main.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('"Volver atrás" goes back in history', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/ruta/que/no/existe');
    await page.getByRole('button', { name: 'Volver atrás' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the back button label depends on the page', async ({ page }) => {
    const cases: Array<[string, string, string]> = [
      ['/about', 'Inicio', '/'],
      ['/bots', 'Inicio', '/'],
      ['/a/alguien', 'Explorar', '/bots'],
      ['/privacy', 'Ir al Inicio', '/'],
      ['/no/existe', 'Ir al Inicio', '/'],
    ];
    for (const [path, label, target] of cases) {
      await page.goto(path);
      const back = page.getByTestId('back-button');
      await expect(back, path).toHaveText(label);
      await expect(back, path).toHaveAttribute('href', target);
    }
  });

  test('auth pages hide "Entrar" and /auth offers "Registrarme"', async ({ page }, info) => {
    await page.goto('/auth');
    await expect(page.getByRole('link', { name: 'Registrarme' })).toHaveAttribute('href', '/auth/new');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await shot(page, 'auth', info.project.name);
    await page.goto('/auth/new');
    await expect(page.getByRole('link', { name: 'Registrarme' })).toHaveCount(0);
  });

  test('protected pages send visitors to /auth, and back there once signed in', async ({ page }, info) => {
    const email = newEmail(info.project.name, 'vuelta');
    await apiUser(page.request, 'Vuelta Atrás', email);
    await page.goto('/dashboard/notifications');
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Fnotifications$/);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  });

  test('/b redirects to the directory keeping its query', async ({ page }) => {
    await page.goto('/b?tags=turnos');
    await expect(page).toHaveURL(/\/bots\?tags=turnos$/);
  });

  test('the search toggle submits to the directory', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const input = page.getByPlaceholder('Buscar asistentes inteligentes...');
    await input.fill('clínica dental');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/bots\?q=cl%C3%ADnica\+dental$/);
  });

  test('the floating buttons are hidden on the bot page', async ({ page }) => {
    await page.goto('/clinica-dental-sonrisas');
    await expect(page.getByRole('button', { name: 'Hola' })).toHaveCount(0);
  });
});

test.describe('page titles (issue 18)', () => {
  test('every page names itself in the browser tab', async ({ page }) => {
    const expected: Array<[string, string | RegExp]> = [
      ['/', 'Vocero'],
      ['/bots', 'Explorar bots | Vocero'],
      ['/about', 'Nosotros | Vocero'],
      ['/questions', 'Preguntas Frecuentes | Vocero'],
      ['/auth', 'Ingresar | Vocero'],
      ['/auth/new', 'Crear una cuenta | Vocero'],
      ['/marketplace', 'Marketplace | Vocero'],
      ['/clinica-dental-sonrisas', 'Clínica Dental Sonrisas | Vocero'],
      ['/una-ruta-que-no-existe', 'Página no encontrada | Vocero'],
    ];
    for (const [path, title] of expected) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    // Moving inside the app names the new page, and a page named by its data gives the tab back on leaving.
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    await expect(page).toHaveTitle('Vocero');
  });
});

test.describe('public profile', () => {
  test('lists the published bots of its owner', async ({ page }, info) => {
    await page.goto('/a/lucia-fernandez');
    await expect(page.getByRole('heading', { name: 'Lucía Fernández' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clínica Dental Sonrisas' }).first()).toBeVisible();
    await expect(page.getByText('Todavía no publicó bots.')).toHaveCount(0);
    await shot(page, 'profile-with-bots', info.project.name, true);
  });
});
