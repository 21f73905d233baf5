import { phrasesOf } from '../../lib/nlu/lexicon';
import { fold } from '../../lib/nlu/normalize';

export type SmallTalk =
  'greeting' | 'thanks' | 'acknowledged' | 'nothingElse' | 'goodbye' | 'identity' | 'help';

/**
 * The phrases of small talk are data (lib/nlu/smalltalk.tsv, one a line with its region when the source
 * named one); how each list is matched is written here. An acknowledgement is how people across the region
 * say "ok" in a chat ("dale", "órale", "listo", "chévere", "bacán", "joya"…). A bare "sí" is not one: it
 * answers whatever the bot just asked. (A bare "no" is isNothingElse's, or declines a pending field.)
 */
const ACK = phrasesOf('ack');

// Short everyday openings and closings; longer messages are questions for the owner's intents.
const PATTERNS: Array<[SmallTalk, RegExp]> = [
  ['thanks', new RegExp(`^(${ACK} )*(muchas |mil |muchisimas )?${phrasesOf('thanks')}\\b`)],
  // Only an acknowledgement and nothing else: "ok, ¿y los sábados?" is a question.
  ['acknowledged', new RegExp(`^${ACK}( ${ACK})*$`)],
  ['goodbye', new RegExp(`^(${ACK} )*${phrasesOf('goodbye')}\\b`)],
  ['identity', new RegExp(`\\b${phrasesOf('identity')}\\b`)],
  ['help', new RegExp(`^${phrasesOf('help')}$|\\b${phrasesOf('help-question')}\\b`)],
  ['greeting', new RegExp(`^${phrasesOf('greeting')}\\b`)],
];

/**
 * "no", "nada más", "eso es todo, gracias": the visitor needs nothing else. The whole message, and nothing
 * in it is a question, so it is read before the intents (a bare "no" once matched an answer that says
 * "no abrimos los domingos").
 */
const DONE = phrasesOf('done');
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

const PERSON = phrasesOf('person');
const HUMAN_REQUEST = new RegExp(
  [
    `\\b${phrasesOf('talk-to')} (con|a) ${PERSON}\\b`,
    `\\b${phrasesOf('ask-for')} (con )?${PERSON}\\b`,
    `\\b${phrasesOf('personal-service')}\\b`,
    `\\b(que )?me atienda ${PERSON}\\b`,
  ].join('|'),
);

/** "quiero hablar con alguien": the visitor asks for a person instead of the bot. */
export function isHumanRequest(text: string): boolean {
  return HUMAN_REQUEST.test(fold(text));
}

const DECLINE = new RegExp(`^${phrasesOf('decline')}\\b`);

/** Words people use to decline giving a datum ("prefiero no", "después", "omitir"). */
export function isDecline(text: string): boolean {
  return DECLINE.test(fold(text));
}
