import { expect, test } from '@playwright/test';
import { outboxMailWith, shot } from './support';

test.describe('home', () => {
  test('a new visitor reads the hero, the rows, the community, benefits and sponsors', async ({
    page,
  }, info) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Representantes virtuales con inteligencia artificial',
    );
    await expect(page.getByText('una nueva forma de descubrir propuestas')).toBeVisible();
    await expect(page.getByText('El primer directorio digital del mundo')).toBeVisible();

    const featured = page.getByTestId('home-featured');
    await expect(featured.getByRole('heading', { name: 'Bots destacados' })).toBeVisible();
    await expect(featured.getByTestId('bot-card')).toHaveCount(4);
    const bestRated = page.getByTestId('home-best-rated');
    await expect(bestRated.getByRole('heading', { name: 'Mejor calificados' })).toBeVisible();
    await expect(bestRated.getByTestId('bot-card')).toHaveCount(4);

    // The carousel cuts names to 10 characters (the link keeps the whole one for screen readers) and links
    // each user to /a/{_id}.
    // Which users the carousel shows depends on who signed up before (other tests add people), so every
    // shown name is checked, and at least one long name must be cut.
    const users = page.getByTestId('home-users');
    await expect(users.getByRole('link').first()).toBeVisible();
    const people = await users.getByRole('link').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        full: link.querySelector('.mantine-VisuallyHidden-root')?.textContent ?? '',
        shown: link.querySelector('[aria-hidden="true"].mantine-Text-root')?.textContent ?? '',
      })),
    );
    for (const person of people) {
      expect(person.href).toMatch(/^\/a\/[0-9a-f-]{36}$/);
      const name = person.full.trim();
      expect(person.shown).toBe(name.length > 10 ? `${name.slice(0, 10)}...` : name);
    }
    expect(people.some((person) => person.shown.endsWith('...'))).toBe(true);

    const benefits = page.getByTestId('home-benefits');
    await expect(benefits.getByText('Atiende 24/7')).toBeVisible();
    await expect(benefits.getByRole('listitem')).toHaveCount(6);
    const sponsor = page.getByTestId('home-sponsors').getByRole('link', { name: /Mercado Pago/ });
    await expect(sponsor).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(sponsor).toHaveAttribute('target', '_blank');
    // Businesses and partners, not the software the platform is built with (issue 18).
    await expect(page.getByTestId('home-sponsors')).not.toContainText(/PostgreSQL|Snowball/);

    await shot(page, 'content-home', info.project.name);
    await page.getByTestId('home-categories').scrollIntoViewIfNeeded();
    // A person in the carousel opens their profile.
    const first = people[0]!;
    await users.locator(`a[href="${first.href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.full.trim(), exact: true })).toBeVisible();
  });

  test('the onboarding stepper walks forward and back, closes for good', async ({ page }, info) => {
    await page.goto('/');
    const stepper = page.getByTestId('onboarding-stepper');
    await expect(stepper.getByRole('heading', { name: '¿Primera vez por aquí?' })).toBeVisible();
    await expect(stepper.getByText('Registra tu cuenta')).toBeVisible();
    await expect(stepper.getByRole('button', { name: 'Atrás' })).toBeDisabled();

    await stepper.getByRole('button', { name: 'Siguiente' }).click();
    await expect(stepper.getByText('Crea tus bots')).toBeVisible();
    await stepper.getByRole('button', { name: 'Siguiente' }).click();
    await expect(stepper.getByText('Listo para compartir')).toBeVisible();
    await expect(stepper.getByRole('link', { name: 'Comenzar' })).toHaveAttribute(
      'href',
      // Signing up continues to "Crear mi bot" (issue 38, item 7).
      '/auth/new?next=%2Fdashboard%2Fbots%2Fnew',
    );
    // The suite's server runs on a loopback address: there is no support address to derive, so the help
    // line leads to the contact form instead of "soporte@127.0.0.1".
    const config = (await (await page.request.get('/api/config')).json()) as { supportEmail: string | null };
    expect(config.supportEmail).toBeNull();
    await expect(stepper).toContainText('Si necesitas ayuda, escríbenos a través de la página Hablemos');
    await expect(stepper.getByRole('link', { name: 'Hablemos' })).toHaveAttribute('href', '/contact');
    await expect(stepper).not.toContainText('soporte@');
    await shot(page, 'content-stepper', info.project.name, false);

    await stepper.getByRole('button', { name: 'Atrás' }).click();
    await expect(stepper.getByText('Crea tus bots')).toBeVisible();
    await stepper.getByRole('button', { name: 'Cerrar la guía' }).click();
    await expect(stepper).toHaveCount(0);
    // The explainer stays on the home as cards, with its own "Comenzar".
    const steps = page.getByRole('region', { name: 'Tu representante virtual en tres pasos' });
    await expect(steps.getByText('Listo para compartir')).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Comenzar' })).toHaveAttribute(
      'href',
      // Signing up continues to "Crear mi bot" (issue 38, item 7).
      '/auth/new?next=%2Fdashboard%2Fbots%2Fnew',
    );

    await page.reload();
    await expect(page.getByTestId('home-featured').getByTestId('bot-card')).toHaveCount(4);
    await expect(page.getByTestId('onboarding-stepper')).toHaveCount(0);
  });
});

test.describe('content pages', () => {
  test('about, privacy and terms read as real pages with breadcrumbs', async ({ page }, info) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Para quién es' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nuestra misión' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Estás aquí' });
    await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await shot(page, 'content-about', info.project.name);

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: '2. Lo que recopilan los bots y quién lo ve' }),
    ).toBeVisible();
    await expect(page.getByText('almacenamiento de tu navegador').first()).toBeVisible();
    await expect(page.getByText('Mercado Pago').first()).toBeVisible();
    // No support address on a loopback server: the policy points to the contact page, never "a null".
    await expect(page.getByText('Escríbenos a través de la página Hablemos (/contact)')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('null');

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '3. Tus bots y sus respuestas' })).toBeVisible();
    await expect(page.getByText('El dueño de cada bot es el único responsable')).toBeVisible();
  });

  test('the FAQ filters as the visitor types and opens answers', async ({ page }, info) => {
    await page.goto('/questions');
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' })).toBeVisible();
    const main = page.getByRole('main');
    const questions = main.getByRole('button', { name: /^¿/ });
    await expect(questions.first()).toBeVisible();
    const all = await questions.count();
    expect(all).toBeGreaterThan(3);
    await shot(page, 'content-questions', info.project.name);

    const search = page.getByRole('searchbox', { name: 'Buscar en las preguntas frecuentes' });
    await search.fill('programar');
    await expect(questions).toHaveCount(1);
    await questions.first().click();
    await expect(main.getByText('Creas tu representante virtual llenando un formulario')).toBeVisible();

    await search.fill('zzzqqqxx');
    await expect(main.getByText('Hasta el momento no se han encontrado resultados')).toBeVisible();
    await page.getByRole('button', { name: 'Borrar la búsqueda' }).click();
    await expect(questions).toHaveCount(all);

    await main.getByRole('link', { name: 'Hablemos' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the contact form validates in Spanish, keeps the input and lands in the outbox', async ({
    page,
  }, info) => {
    const email = `hablemos.${info.project.name}.${Date.now()}@example.com`;
    const reference = `ref-${info.project.name}-${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Hablemos' })).toBeVisible();

    const send = page.getByRole('button', { name: 'Enviar mensaje' });
    await send.click();
    await expect(page.getByText('Tu nombre es necesario')).toBeVisible();
    await expect(page.getByText('Escribe un correo electrónico válido para poder responderte')).toBeVisible();
    await expect(page.getByText('Escribe tu mensaje')).toBeVisible();

    await page.getByLabel('Nombre').fill('Ana Torres');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Mensaje').fill('Hola');
    await send.click();
    await expect(page.getByText('Cuéntanos un poco más: al menos 10 caracteres')).toBeVisible();
    await expect(page.getByLabel('Nombre')).toHaveValue('Ana Torres');
    await shot(page, 'content-contact', info.project.name);

    await page
      .getByLabel('Mensaje')
      .fill(`Quiero crear un bot para mi panaderia en Rosario. Codigo ${reference}`);
    await send.click();
    await expect(page.getByRole('heading', { name: '¡Mensaje enviado!' })).toBeVisible();
    await expect(page.getByText(`Te responderemos a tu correo, ${email}.`)).toBeVisible();

    const mail = await outboxMailWith(reference);
    expect(mail).toContain(email);
    expect(mail).toMatch(/^Subject: Hablemos: mensaje de Ana Torres/m);

    await page.getByRole('button', { name: 'Enviar otro mensaje' }).click();
    await expect(page.getByLabel('Nombre')).toHaveValue('');
  });
});
