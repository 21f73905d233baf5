import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { activationPathFor, newEmail, register, shot, signIn } from './support';

/** Leaves the stored session 3 s to live; the next page load restores it with that much time. */
async function shortenSession(page: Page) {
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { tokenExpiration: number };
    session.tokenExpiration = Date.now() + 3000;
    localStorage.setItem('session', JSON.stringify(session));
  });
}

async function openAccountDrawer(page: Page) {
  await page.getByTestId('avatar-button').click();
  return page.getByRole('dialog');
}

test.describe('accounts', () => {
  test('"Registrar" stays disabled until the terms are accepted', async ({ page }, info) => {
    await page.goto('/auth/new');
    const register = page.getByRole('button', { name: 'Registrar' });
    await expect(register).toBeDisabled();
    await expect(page.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.getByLabel('Nombre').fill('Ana');
    await expect(register).toBeDisabled();
    await page.getByRole('switch', { name: /Acepto los/ }).check();
    await expect(register).toBeEnabled();
    // Errors show once submitted, then follow each change.
    await register.click();
    await expect(page.getByText('El correo es necesario')).toBeVisible();
    await expect(page.getByText('El formulario tiene errores')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('ana@example.com');
    await expect(page.getByText('El correo es necesario')).toHaveCount(0);
    await shot(page, 'sign-up', info.project.name);
  });

  test('a wrong password shows the Spanish error', async ({ page }, info) => {
    await page.goto('/auth');
    await page.getByLabel('Correo electrónico').fill(newEmail(info.project.name, 'nadie'));
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta1');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'El correo o la contraseña son incorrectos' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await shot(page, 'sign-in-error', info.project.name);
  });

  test('a new user registers, activates, edits the profile, expires and signs out', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const project = info.project.name;
    const email = newEmail(project, 'ana');
    const hero = `ana-${project}-${Date.now().toString(36)}`;

    await register(page, 'Ana Prueba', email);

    // The activation link arrives by e-mail.
    await page.goto(await activationPathFor(email));
    await expect(page.getByText('¡Tu cuenta está activa! Ya puedes ingresar.')).toBeVisible();
    await shot(page, 'activated', project);
    await page.getByRole('main').getByRole('link', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await signIn(page, email);
    await expect(page.getByText('¡Hola, Ana Prueba!')).toBeVisible();
    await shot(page, 'panel', project);

    // "Información Personal", read-only until the pencil is pressed.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Mi Cuenta/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('heading', { name: 'Información Personal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
    await page.getByRole('button', { name: 'Editar' }).click();

    const png = await sharp({
      create: { width: 96, height: 96, channels: 3, background: { r: 76, g: 110, b: 245 } },
    })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Subir' }).click();
    await (await chooser).setFiles({ name: 'foto-perfil.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('main').getByRole('img', { name: 'Foto de perfil' })).toHaveAttribute(
      'src',
      /^\/uploads\/users\/profiles\//,
    );

    await page.getByLabel('Nombre').fill('Ana López');
    await page.getByLabel('Apodo del Usuario').fill(hero.toUpperCase());
    await expect(page.getByLabel('Apodo del Usuario')).toHaveValue(hero);
    await page.getByLabel('Bio o Descripción').fill('Diseño bots para clínicas dentales.');
    await page.getByLabel('Teléfono / Whatsapp').fill('+54 11 5555 0000');
    await shot(page, 'settings-edit', project);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('¡Tus datos fueron guardados!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await expect(page.getByLabel('Nombre')).toHaveAttribute('readonly', '');
    await shot(page, 'settings', project);

    // The public profile, from the right drawer.
    const drawer = await openAccountDrawer(page);
    await expect(drawer.getByText('Ana López')).toBeVisible();
    await drawer.getByRole('link', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL(new RegExp(`/a/${hero}$`));
    await expect(page.getByRole('heading', { name: 'Ana López', level: 1 })).toBeVisible();
    await expect(page.getByText('Diseño bots para clínicas dentales.')).toBeVisible();
    await expect(page.getByText('Todavía no publicó bots.')).toBeVisible();
    await expect(page.getByTestId('back-button')).toHaveText('Mi Panel');
    await shot(page, 'profile', project);

    // A session about to expire signs out by itself.
    await shortenSession(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ana López', level: 1 })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Nuevo Bot' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Entrar' })).toBeVisible({ timeout: 8000 });
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('session')), { timeout: 5000 })
      .toBeNull();
    const anonymousDrawer = await openAccountDrawer(page);
    await expect(anonymousDrawer.getByText('¡Comencemos!')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);

    // Sign in again; an expiry on a protected page sends the visitor to /auth.
    await signIn(page, email);
    await shortenSession(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mi Panel', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/auth(\?next=%2Fdashboard)?$/, { timeout: 8000 });

    // Sign in once more, then sign out by choice.
    await signIn(page, email);
    await page.goto('/dashboard/out');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    const lastDrawer = await openAccountDrawer(page);
    await expect(lastDrawer.getByText('¡Comencemos!')).toBeVisible();
  });

  test('an invalid activation link offers a new one', async ({ page }, info) => {
    await page.goto('/auth/new/este-enlace-no-existe-123456');
    await expect(page.getByText('El enlace de activación no es válido o ya venció')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(newEmail(info.project.name, 'otra'));
    await page.getByRole('button', { name: 'Pedir un nuevo enlace' }).click();
    await expect(page.getByRole('status')).toContainText('te enviamos un nuevo enlace de activación');
  });

  test('the reset request answers with the same text for any address', async ({ page }, info) => {
    await page.goto('/auth/reset');
    await expect(page.getByRole('link', { name: 'Tengo mi contraseña' })).toHaveAttribute('href', '/auth');
    await page.getByLabel('Correo electrónico').fill(newEmail(info.project.name, 'reset'));
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('te enviamos un enlace para restablecer tu contraseña')).toBeVisible();
  });

  test('/auth/password is guarded like the panel', async ({ page }) => {
    await page.goto('/auth/password');
    await expect(page).toHaveURL(/\/auth\?next=%2Fauth%2Fpassword$/);
  });
});
