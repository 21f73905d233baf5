import { msg } from '../../../shared/messages.es';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

interface TemplateInput {
  appName: string;
  name: string;
  link: string;
  supportEmail: string | null;
}

/** One description of an e-mail, rendered both as plain text and as HTML so that the two never drift apart. */
interface EmailBody {
  appName: string;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  link: string;
  notes: string[];
  supportEmail: string | null;
  /** A notice the reader must not miss, above the greeting (the payments' test mode). */
  banner?: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Names and other values are user input: everything interpolated into HTML goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A `javascript:` or `data:` link in an e-mail would be an attack on its reader, so only http(s) passes. */
export function assertHttpLink(link: string): string {
  if (!URL.canParse(link) || !/^https?:$/.test(new URL(link).protocol)) {
    throw new Error(`E-mail links must be http(s) URLs: ${link}`);
  }
  return link;
}

function greeting(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Hola, ${trimmed}:` : 'Hola:';
}

export function activationEmail(input: TemplateInput): EmailContent {
  const { appName } = input;
  return render({
    appName,
    subject: `Activa tu cuenta en ${appName}`,
    greeting: greeting(input.name),
    intro: `¡Gracias por registrarte en ${appName}! Solo falta un paso: confirma tu correo para activar tu cuenta.`,
    action: 'Activar mi cuenta',
    link: input.link,
    notes: [
      'El enlace es válido durante 48 horas.',
      `Si no te registraste en ${appName}, puedes ignorar este correo.`,
    ],
    supportEmail: input.supportEmail,
  });
}

export function resetEmail(input: TemplateInput): EmailContent {
  const { appName } = input;
  return render({
    appName,
    subject: `Restablece tu contraseña de ${appName}`,
    greeting: greeting(input.name),
    intro: `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${appName}. Puedes elegir una nueva desde aquí:`,
    action: 'Elegir una nueva contraseña',
    link: input.link,
    notes: [
      'El enlace es válido durante 1 hora.',
      'Si no lo solicitaste, puedes ignorar este correo: tu contraseña no cambia hasta que elijas una nueva.',
    ],
    supportEmail: input.supportEmail,
  });
}

/** Someone signed up with an address that already has an account: how to get back in instead. */
export function accountExistsEmail(input: TemplateInput): EmailContent {
  const { appName } = input;
  return render({
    appName,
    subject: `Ya tienes una cuenta en ${appName}`,
    greeting: greeting(input.name),
    intro: `Alguien intentó crear una cuenta en ${appName} con este correo, pero ya tienes una. Si fuiste tú, entra con tu contraseña; si no la recuerdas, puedes elegir una nueva:`,
    action: 'Elegir una nueva contraseña',
    link: input.link,
    notes: [`Si no fuiste tú, puedes ignorar este correo: tu cuenta sigue igual.`],
    supportEmail: input.supportEmail,
  });
}

/**
 * The seller's "Nueva venta" e-mail. An order paid through the built-in sandbox says it is a test, in the
 * subject and above everything else: nothing was charged and there is nothing to deliver.
 */
export function saleEmail(input: {
  appName: string;
  name: string;
  buyerName: string;
  total: string;
  link: string;
  supportEmail: string | null;
  testMode: boolean;
}): EmailContent {
  const m = msg.marketplace;
  return render({
    appName: input.appName,
    subject: `${input.testMode ? '[Prueba] ' : ''}${m.paidSellerTitle}: ${input.total}`,
    greeting: greeting(input.name),
    intro: m.paidSellerMessage(input.buyerName, input.total),
    action: 'Ver el pedido',
    link: input.link,
    notes: input.testMode
      ? [`${m.testMode}: este pedido es de prueba, no hay nada que entregar.`]
      : ['Coordina la entrega con tu comprador desde el detalle del pedido.'],
    supportEmail: input.supportEmail,
    ...(input.testMode ? { banner: m.testMode } : {}),
  });
}

/**
 * The buyer's e-mail once their order is paid: what they bought, how it reaches them and how to reach the
 * seller. A sandbox order says it is a test, like the seller's.
 */
export function purchaseEmail(input: {
  appName: string;
  name: string;
  sellerName: string;
  total: string;
  reference: string;
  items: ReadonlyArray<{ quantity: number; title: string }>;
  delivery: { method: 'delivery'; address: string } | { method: 'pickup' } | null;
  /** What the seller publishes for their buyers (phone, e-mail), empty when nothing. */
  sellerContact: string[];
  link: string;
  supportEmail: string | null;
  testMode: boolean;
}): EmailContent {
  const m = msg.marketplace;
  const t = m.purchaseEmail;
  const items = input.items.map((item) => t.item(item.quantity, item.title)).join(', ');
  const notes = [t.items(input.reference, items)];
  if (input.testMode) notes.push(t.testNote);
  else {
    if (input.delivery?.method === 'delivery') notes.push(t.delivery(input.delivery.address));
    if (input.delivery?.method === 'pickup') notes.push(t.pickup(input.sellerName));
    notes.push(
      input.sellerContact.length
        ? t.contact(input.sellerName, input.sellerContact.join(' · '))
        : t.noContact(input.sellerName),
    );
  }
  return render({
    appName: input.appName,
    subject: `${input.testMode ? '[Prueba] ' : ''}${t.subject(input.total)}`,
    greeting: greeting(input.name),
    intro: m.paidBuyerMessage(input.sellerName, input.total),
    action: t.action,
    link: input.link,
    notes,
    supportEmail: input.supportEmail,
    ...(input.testMode ? { banner: m.testMode } : {}),
  });
}

/** Sent at once when a visitor leaves a contact datum or asks for a person (bots with notifications on). */
export function ownerAlertEmail(input: {
  appName: string;
  name: string;
  botName: string;
  alert: { kind: 'lead'; values: string } | { kind: 'handoff'; message: string };
  link: string;
  supportEmail: string | null;
}): EmailContent {
  const lead = input.alert.kind === 'lead';
  return render({
    appName: input.appName,
    subject: lead
      ? `Nuevo contacto desde ${input.botName}`
      : `Un visitante de ${input.botName} quiere hablar contigo`,
    greeting: greeting(input.name),
    intro:
      input.alert.kind === 'lead'
        ? `Un visitante de ${input.botName} dejó sus datos: ${input.alert.values}.`
        : `Un visitante de ${input.botName} pidió hablar con una persona. Escribió: «${input.alert.message}».`,
    action: 'Abrir la conversación',
    link: input.link,
    notes: [
      lead
        ? 'Responder pronto es lo que más convierte un contacto en cliente.'
        : 'Puedes responderle a mano desde la bandeja de entrada: el bot se queda callado mientras escribes.',
      'Recibes este correo porque activaste las notificaciones de este bot.',
    ],
    supportEmail: input.supportEmail,
  });
}

/** An invitation to run a bot with its team (issue 42): for someone with or without an account. */
export function invitationEmail(input: {
  appName: string;
  inviter: string;
  botName: string;
  role: string;
  link: string;
  supportEmail: string | null;
}): EmailContent {
  return render({
    appName: input.appName,
    subject: msg.team.invitationSubject(input.botName),
    greeting: 'Hola:',
    intro: msg.team.invitationIntro(input.inviter, input.botName, input.role),
    action: msg.team.invitationAction,
    link: input.link,
    notes: [msg.team.invitationNoAccount, msg.team.invitationExpires, msg.team.invitationIgnore],
    supportEmail: input.supportEmail,
  });
}

/** A webhook failed for a day and was paused (issue 43): the owner hears why nothing arrives any more. */
export function webhookPausedEmail(input: {
  appName: string;
  name: string;
  botName: string;
  url: string;
  link: string;
  supportEmail: string | null;
}): EmailContent {
  return render({
    appName: input.appName,
    subject: msg.integrations.pausedEmailSubject(input.botName),
    greeting: `Hola, ${input.name}:`,
    intro: msg.integrations.pausedMessage(input.url),
    action: 'Revisar las integraciones',
    link: input.link,
    notes: [],
    supportEmail: input.supportEmail,
  });
}

function render(body: EmailBody): EmailContent {
  assertHttpLink(body.link);
  return { subject: body.subject, text: renderText(body), html: renderHtml(body) };
}

function renderText(body: EmailBody): string {
  return [
    ...(body.banner ? [body.banner, ''] : []),
    body.greeting,
    '',
    body.intro,
    '',
    `${body.action}:`,
    body.link,
    '',
    ...body.notes,
    '',
    ...(body.supportEmail ? [`¿Necesitas ayuda? Escríbenos a ${body.supportEmail}.`, ''] : []),
    `El equipo de ${body.appName}`,
    '',
  ].join('\n');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#1f2933;';

function renderHtml(body: EmailBody): string {
  const e = escapeHtml;
  const href = e(body.link);
  const paragraph = (content: string, extra = '') =>
    `<p style="margin:0 0 16px;${FONT}${extra}">${content}</p>`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(body.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f5f7;">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr>
<td style="padding:32px 24px;">
${paragraph(`<strong>${e(body.appName)}</strong>`, 'font-size:20px;line-height:28px;')}
${body.banner ? paragraph(`<strong>${e(body.banner)}</strong>`, 'padding:12px 16px;background-color:#fff3bf;border-radius:6px;color:#5c3c00;') : ''}
${paragraph(e(body.greeting))}
${paragraph(e(body.intro))}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr>
<td align="center" style="border-radius:6px;background-color:#228be6;">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${e(body.action)}</a>
</td>
</tr>
</table>
${paragraph('Si el botón no funciona, copia este enlace en tu navegador:', 'font-size:14px;line-height:20px;')}
${paragraph(`<a href="${href}" target="_blank" style="color:#228be6;word-break:break-all;">${href}</a>`, 'font-size:14px;line-height:20px;')}
${body.notes.map((note) => paragraph(e(note))).join('\n')}
${body.supportEmail ? paragraph(`¿Necesitas ayuda? Escríbenos a <a href="mailto:${e(body.supportEmail)}" style="color:#228be6;">${e(body.supportEmail)}</a>.`, 'font-size:14px;line-height:20px;color:#52606d;') : ''}
${paragraph(`El equipo de ${e(body.appName)}`, 'margin:0;')}
</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
}

/**
 * The contact form's message, for the support team: an internal notice, so plain text first and a bare
 * HTML copy; replying answers the visitor (the mailer sets Reply-To).
 */
export function contactEmail(input: {
  appName: string;
  name: string;
  email: string;
  message: string;
}): EmailContent {
  const subject = `Hablemos: mensaje de ${input.name}`;
  const intro = `${input.name} <${input.email}> escribió desde el formulario "Hablemos" de ${input.appName}:`;
  const text = [intro, '', input.message, '', 'Responde a este correo para contestarle.', ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="${FONT}">
<p>${e(intro)}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #228be6;background:#f4f5f7;white-space:pre-wrap;">${e(input.message)}</blockquote>
<p style="color:#52606d;font-size:14px;">Responde a este correo para contestarle.</p>
</body>
</html>
`;
  return { subject, text, html };
}

/** A booking as an e-mail names it: the business, the service and its local time ("jueves 4 de diciembre, 15:00"). */
interface BookingMail {
  appName: string;
  name: string;
  botName: string;
  serviceName: string;
  when: string;
  link: string;
  supportEmail: string | null;
}

/** The visitor's confirmation of a booking, with the private link to see, cancel or move it (issue 39). */
export function bookingConfirmationEmail(input: BookingMail): EmailContent {
  return render({
    appName: input.appName,
    subject: `Tu turno en ${input.botName}: ${input.when}`,
    greeting: greeting(input.name),
    intro: `Reservaste ${input.serviceName} en ${input.botName} para el ${input.when}.`,
    action: 'Ver, cambiar o cancelar mi turno',
    link: input.link,
    notes: [
      'Si no puedes ir, cancélalo desde ese enlace: así el horario queda libre para otra persona.',
      'Guarda este correo: el enlace es solo tuyo.',
    ],
    supportEmail: input.supportEmail,
  });
}

/** The reminder before the booking, once (BOOKING_REMINDER_HOURS). */
export function bookingReminderEmail(input: BookingMail): EmailContent {
  return render({
    appName: input.appName,
    subject: `Recordatorio: tu turno en ${input.botName} es el ${input.when}`,
    greeting: greeting(input.name),
    intro: `Te recordamos tu turno de ${input.serviceName} en ${input.botName}: ${input.when}.`,
    action: 'Ver, cambiar o cancelar mi turno',
    link: input.link,
    notes: ['Si ya no puedes ir, avísales cancelándolo desde ese enlace.'],
    supportEmail: input.supportEmail,
  });
}

/** The owner hears of a new booking (with the bot's notifications on). */
export function ownerBookingEmail(input: BookingMail & { visitor: string }): EmailContent {
  return render({
    appName: input.appName,
    subject: `Nuevo turno en ${input.botName}: ${input.when}`,
    greeting: greeting(input.name),
    intro: `${input.visitor} reservó ${input.serviceName} para el ${input.when}.`,
    action: 'Abrir la agenda',
    link: input.link,
    notes: ['Recibes este correo porque activaste las notificaciones de este bot.'],
    supportEmail: input.supportEmail,
  });
}
