import { expect, test } from '@playwright/test';
import {
  apiBot,
  apiEmailField,
  apiIntents,
  apiUser,
  controlsCovered,
  newEmail,
  outboxMailWith,
  PASSWORD,
  quietShot,
  sayInChat,
  signIn,
} from './support';

test.describe('the team of a bot', () => {
  test('an owner invites an agent, who takes a live conversation, answers with a saved reply and moves the lead; the owner sees it all', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(150_000);
    const project = info.project.name;
    const ownerEmail = newEmail(project, 'team-owner');
    const agentEmail = newEmail(project, 'team-agent');
    const owner = await apiUser(page.request, 'Romina', ownerEmail);
    await apiUser(page.request, 'Lucía', agentEmail);
    const alias = `pelu-${project}-${Date.now()}`;
    const bot = await apiBot(page.request, owner.token, {
      alias,
      name: 'Peluquería Romi',
      description: 'Cortes, color y peinados en Rosario.',
    });
    await apiIntents(page.request, owner.token, bot._id, [
      {
        name: 'Horarios',
        questions: ['¿A qué hora abren?', '¿Cuál es el horario?'],
        description: 'Abrimos de martes a sábado de 9 a 19.',
      },
    ]);
    await apiEmailField(page.request, owner.token, bot._id);

    // ── The owner opens the team page from the inbox and invites the agent ──
    await signIn(page, ownerEmail);
    await page.goto(`/dashboard/bots/${bot._id}/inbox`);
    await page.getByRole('link', { name: 'Equipo' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/bots/${bot._id}/team$`));
    await page.getByTestId('invite-email').fill(agentEmail);
    await page.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(page.getByTestId('member-row')).toContainText('Invitación enviada');
    // A saved answer for the whole team.
    await page.getByTestId('canned-shortcut').fill('horario');
    await page.getByTestId('canned-text').fill('Abrimos de martes a sábado de 9 a 19 h. ¡Te esperamos!');
    await page.getByRole('button', { name: 'Guardar respuesta' }).click();
    await expect(page.getByTestId('canned-row')).toContainText('/horario');
    await quietShot(page, 'team-page', project);

    // ── The agent opens the e-mail's link, signs in and accepts ──
    const mail = await outboxMailWith(agentEmail);
    const link = /\/invitaciones\/[\w-]+/.exec(mail)![0];
    const agentContext = await browser.newContext({
      baseURL,
      viewport: info.project.use.viewport,
      locale: 'es-AR',
    });
    const agent = await agentContext.newPage();
    await agent.goto(link);
    await expect(agent.getByTestId('invitation')).toContainText('Romina te invitó a atender Peluquería Romi');
    await quietShot(agent, 'team-invitation', project);
    await agent.getByRole('link', { name: 'Iniciar sesión' }).click();
    await agent.getByLabel('Correo electrónico').fill(agentEmail);
    await agent.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await agent.getByRole('button', { name: 'Ingresar' }).click();
    await expect(agent).toHaveURL(new RegExp(`${link}$`));
    await agent.getByTestId('accept-invitation').click();
    await expect(agent.getByText('¡Listo! Ya eres parte del equipo de Peluquería Romi.')).toBeVisible();
    await agent.getByRole('link', { name: 'Ir a la bandeja' }).click();
    await expect(agent).toHaveURL(new RegExp(`/dashboard/bots/${bot._id}/inbox$`));
    // An agent has no "Sin respuesta" (that is training), no stats and no editor.
    await expect(agent.getByRole('tab', { name: 'Sin respuesta' })).toHaveCount(0);
    await expect(agent.getByRole('link', { name: 'Editar bot' })).toHaveCount(0);

    // ── A customer writes; the conversation appears in the agent's inbox without reloading ──
    const visitorContext = await browser.newContext({
      baseURL,
      viewport: info.project.use.viewport,
      locale: 'es-AR',
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${alias}`);
    await expect(visitor.getByTestId('chat-panel').getByTestId('bot-message')).toHaveCount(1);
    const customerEmail = `clara.${project}@example.com`;
    await sayInChat(visitor, customerEmail, 2);
    await sayInChat(visitor, '¿Tienen turno para color el sábado?', 3);
    const rows = agent.getByTestId('conversation-row');
    await expect(rows).toHaveCount(1, { timeout: 5_000 });
    await rows.first().click();
    const transcript = agent.getByTestId('transcript');
    await expect(transcript.getByTestId('visitor-text').last()).toHaveText(
      '¿Tienen turno para color el sábado?',
    );

    // A new message shows in the open conversation live.
    await sayInChat(visitor, 'Sería para las 10', 4);
    await expect(transcript.getByTestId('visitor-text').last()).toHaveText('Sería para las 10', {
      timeout: 5_000,
    });

    // ── She takes it, and answers with the saved reply ──
    const bar = transcript.getByTestId('conversation-team-bar');
    await bar.getByRole('button', { name: 'Tomar' }).click();
    await expect(bar.getByLabel('Asignar a')).toHaveValue('Lucía');
    const box = transcript.getByLabel('Tu respuesta');
    await box.fill('/hor');
    await expect(transcript.getByTestId('canned-suggestion')).toHaveCount(1);
    await box.press('Enter');
    await expect(box).toHaveValue('Abrimos de martes a sábado de 9 a 19 h. ¡Te esperamos!');
    await box.press('End');
    await box.pressSequentially(' Te anoto a las 10.');
    // Nothing floating covers the reply box while she writes.
    await transcript.getByTestId('owner-reply').scrollIntoViewIfNeeded();
    expect(await controlsCovered(transcript.getByTestId('owner-reply'))).toEqual([]);
    await transcript.getByRole('button', { name: 'Responder' }).click();
    await expect(transcript.getByTestId('owner-message')).toContainText('Te anoto a las 10.');
    await quietShot(agent, 'team-agent-conversation', project);
    // The customer reads it in the open chat, without reloading.
    await expect(visitor.getByTestId('chat-panel')).toContainText('Te anoto a las 10.', { timeout: 5_000 });

    // ── The lead moves to "Contactado", with a note ──
    if (project === 'mobile') await transcript.getByRole('button', { name: 'Volver a la lista' }).click();
    await agent.getByRole('tab', { name: 'Contactos' }).click();
    const card = agent.getByTestId('lead-card').filter({ hasText: customerEmail });
    await card.getByTestId('lead-stage-select').selectOption({ label: 'Contactado' });
    await expect(
      agent.getByTestId('lead-stage').filter({ hasText: 'Contactado' }).getByTestId('lead-card'),
    ).toContainText(customerEmail);
    await card.getByTestId('lead-notes-button').click();
    const dialog = agent.getByRole('dialog');
    await dialog
      .getByTestId('lead-note-input')
      .fill('Quiere color el sábado a las 10; confirmar el viernes.');
    await dialog.getByRole('button', { name: 'Agregar nota' }).click();
    await expect(dialog.getByTestId('lead-notes')).toContainText('Lucía');
    await quietShot(agent, 'team-agent-lead-note', project);
    await dialog
      .getByRole('button', { name: 'Close' })
      .or(dialog.locator('.mantine-Modal-close'))
      .first()
      .click();
    await expect(card.getByTestId('lead-notes-button')).toContainText('1 nota');
    await quietShot(agent, 'team-agent-board', project);

    // ── The agent cannot open the training screen ──
    await agent.goto(`/dashboard/bots/${bot._id}`);
    await expect(agent.getByText('¡Oops! Página no encontrada')).toBeVisible();

    // ── The owner sees it all: the assignment, the reply, the stage and the note ──
    await page.goto(`/dashboard/bots/${bot._id}/inbox`);
    await expect(page.getByTestId('conversation-row').first()).toContainText('Lucía');
    await page.getByTestId('conversation-row').first().click();
    await expect(page.getByTestId('owner-message')).toContainText('Te anoto a las 10.');
    await page.getByRole('tab', { name: 'Contactos' }).click();
    const ownerCard = page
      .getByTestId('lead-stage')
      .filter({ hasText: 'Contactado' })
      .getByTestId('lead-card')
      .filter({ hasText: customerEmail });
    await expect(ownerCard.getByTestId('lead-notes-button')).toContainText('1 nota');
    await quietShot(page, 'team-owner-board', project);

    await agentContext.close();
    await visitorContext.close();
  });
});
