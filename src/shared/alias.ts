import { foldAccents } from './fold';
import { SLUG_PATTERN } from './validations';

/** The longest alias a bot may have (BotLimits.aliasMax). */
const ALIAS_MAX = 50;

/**
 * The alias a bot's name suggests (issue 38): "Peluquería Romi" → "peluqueria-romi". Accents and ñ fold to
 * their letters, anything else between words becomes one dash, and a long name is cut at a word's end.
 * Empty when the name has no letter or digit to build one from.
 */
export function aliasFromName(name: string): string {
  const words = foldAccents(name)
    .replace(/&/g, ' y ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let alias = '';
  for (const word of words) {
    const next = alias ? `${alias}-${word}` : word;
    if (next.length > ALIAS_MAX) break;
    alias = next;
  }
  if (!alias && words[0]) alias = words[0].slice(0, ALIAS_MAX);
  return SLUG_PATTERN.test(alias) ? alias : '';
}
