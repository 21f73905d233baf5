import { fold } from '../../lib/nlu/normalize';

export type SmallTalk =
  'greeting' | 'thanks' | 'acknowledged' | 'nothingElse' | 'goodbye' | 'identity' | 'help';

/**
 * How people across the region say "ok" in a chat: "dale" (Río de la Plata), "sale" and "órale" (México),
 * "listo" (Colombia), "chévere" (Venezuela, Colombia), "bacán" (Chile, Perú), "joya" and "bárbaro"
 * (Argentina, Uruguay)… A bare "sí" is left out: it answers whatever the bot just asked. (A bare "no" is
 * isNothingElse's, or declines a pending field.)
 */
const ACK =
  '(ok|okok|oks|okey|okay|oki|okis|oka|dale|listo|lista|perfecto|perfecta|genial|buenisimo|buenisima|excelente|barbaro|' +
  'joya|vale|bueno|buena|bien|muy bien|re bien|super|chevere|bacan|bacano|nitido|piola|copado|de una|sale|va|' +
  'orale|andale|claro|entendido|entiendo|comprendo|de acuerdo|esta bien|ta bien|ah|aja|ya|ya veo|okas)';

// Short everyday openings and closings; longer messages are questions for the owner's intents.
const PATTERNS: Array<[SmallTalk, RegExp]> = [
  [
    'thanks',
    new RegExp(
      `^(${ACK} )*(muchas |mil |muchisimas )?(gracias|grax|graciass|te agradezco|le agradezco|muy amable|genial gracias)\\b`,
    ),
  ],
  // Only an acknowledgement and nothing else: "ok, ¿y los sábados?" is a question.
  ['acknowledged', new RegExp(`^${ACK}( ${ACK})*$`)],
  [
    'goodbye',
    new RegExp(
      `^(${ACK} )*(chau|chao|adios|hasta (luego|pronto|manana|la proxima)|nos vemos|me voy|bye|saludos)\\b`,
    ),
  ],
  [
    'identity',
    /\b(quien|que) (eres|sos|es usted)\b|\bcon quien hablo\b|\b(eres|sos) (un )?(bot|robot|humano|persona|ia)\b/,
  ],
  [
    'help',
    /^(ayuda|ayudame|help|menu|opciones)$|\bque (puedo|te puedo) preguntar\b|\bque sabes (hacer|responder)\b/,
  ],
  [
    'greeting',
    /^(hola|holis|ola|buenas|buen dia|buenos dias|buenas (tardes|noches)|que tal|hey|saludos|alo)\b/,
  ],
];

/**
 * "no", "nada más", "eso es todo, gracias": the visitor needs nothing else. The whole message, and nothing
 * in it is a question, so it is read before the intents (a bare "no" once matched an answer that says
 * "no abrimos los domingos").
 */
const DONE =
  '(no|nop|nope|no no|nada|nada mas|no nada|no nada mas|eso es todo|eso seria todo|es todo|seria todo|' +
  'eso nomas|eso no mas|eso era todo|era eso|por ahora no|por ahora nada|nada por ahora|todo bien|estoy bien)';
const NOTHING_ELSE = new RegExp(`^${DONE}( ${DONE}| (muchas |mil )?gracias| ${ACK})*$`);

export function isNothingElse(text: string): boolean {
  const folded = fold(text);
  return folded.split(' ').length <= 6 && NOTHING_ELSE.test(folded);
}

/** Recognises small talk in short messages (up to six words). */
export function detectSmallTalk(text: string): SmallTalk | null {
  const folded = fold(text);
  if (!folded || folded.split(' ').length > 6) return null;
  for (const [kind, pattern] of PATTERNS) if (pattern.test(folded)) return kind;
  return null;
}

const PERSON =
  '(alguien|una persona|un humano|una humana|un asesor|una asesora|un agente|un operador|una operadora|' +
  'el dueno|la duena|el encargado|la encargada|un vendedor|una vendedora|el responsable|la responsable|soporte)';
const HUMAN_REQUEST = new RegExp(
  [
    `\\b(hablar|comunicarme|contactarme|contactar|conversar|chatear|escribirle|hablarle) (con|a) ${PERSON}\\b`,
    `\\b(quiero|necesito|prefiero|pasame|paseme|comunicame|comuniqueme) (con )?${PERSON}\\b`,
    '\\b(atencion|asesoria) (humana|personal|personalizada)\\b',
    `\\b(que )?me atienda ${PERSON}\\b`,
  ].join('|'),
);

/** "quiero hablar con alguien": the visitor asks for a person instead of the bot. */
export function isHumanRequest(text: string): boolean {
  return HUMAN_REQUEST.test(fold(text));
}

/** Words people use to decline giving a datum ("prefiero no", "después", "omitir"). */
export function isDecline(text: string): boolean {
  return /^(no|nop|nope|omitir|omito|saltar|salto|paso|siguiente|prefiero no|mejor no|no gracias|no quiero|no por ahora|despues|luego|mas tarde|otro dia|ahora no|en otro momento)\b/.test(
    fold(text),
  );
}
