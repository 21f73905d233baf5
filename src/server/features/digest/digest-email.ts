import type { EmailContent } from '../mail/templates';
import { escapeHtml } from '../mail/templates';

export interface DigestCounts {
  conversations: number;
  leads: number;
  unanswered: number;
  ratings: number;
  subscribers: number;
}

const LINES: Array<[keyof DigestCounts, (n: number) => string]> = [
  ['conversations', (n) => `${n} ${n === 1 ? 'conversación nueva' : 'conversaciones nuevas'}`],
  ['leads', (n) => `${n} ${n === 1 ? 'visitante dejó sus datos' : 'visitantes dejaron sus datos'}`],
  [
    'unanswered',
    (n) =>
      `${n} ${n === 1 ? 'pregunta sin respuesta' : 'preguntas sin respuesta'} (entrénalo para la próxima)`,
  ],
  ['ratings', (n) => `${n} ${n === 1 ? 'calificación' : 'calificaciones'}`],
  ['subscribers', (n) => `${n} ${n === 1 ? 'suscriptor nuevo' : 'suscriptores nuevos'}`],
];

/** The owners' 8-hour summary, in Spanish, as text and HTML. */
export function digestEmail(input: {
  appName: string;
  botName: string;
  ownerName: string;
  counts: DigestCounts;
  link: string;
  supportEmail: string | null;
}): EmailContent {
  const items = LINES.filter(([key]) => input.counts[key] > 0).map(([key, text]) => text(input.counts[key]));
  const subject = `Novedades de ${input.botName} en ${input.appName}`;
  const text = [
    `Hola, ${input.ownerName}:`,
    '',
    `Esto pasó con ${input.botName} en las últimas horas:`,
    ...items.map((item) => `- ${item}`),
    '',
    `Revisa los detalles en tu panel: ${input.link}`,
    '',
    `Recibes este resumen cada 8 horas.${input.supportEmail ? ` Si necesitas otra frecuencia, escríbenos a ${input.supportEmail}.` : ''}`,
  ].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto;color:#1a1b1e">
<p>Hola, ${escapeHtml(input.ownerName)}:</p>
<p>Esto pasó con <strong>${escapeHtml(input.botName)}</strong> en las últimas horas:</p>
<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(input.link)}" style="background:#4263eb;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Ver mi panel</a></p>
<p style="color:#868e96;font-size:13px">Recibes este resumen cada 8 horas.${input.supportEmail ? ` Si necesitas otra frecuencia, escríbenos a ${escapeHtml(input.supportEmail)}.` : ''}</p>
</div>`;
  return { subject, text, html };
}
