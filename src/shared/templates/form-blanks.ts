/**
 * The blanks a template leaves for what the bot's form already knows (issue 38, "never ask twice"): every
 * template writes them with exactly these labels, so creating a bot fills them from the form and leaves
 * only what the platform cannot know (prices, hours, policies) for the owner.
 */
export const FORM_BLANKS = {
  whatsapp: 'tu número de WhatsApp',
  phone: 'tu teléfono',
  email: 'tu correo',
  address: 'tu dirección',
  city: 'tu ciudad',
  website: 'tu sitio web',
  instagram: 'tu Instagram',
} as const;

export type FormBlank = keyof typeof FORM_BLANKS;

/** What the form has for each of them; a missing value keeps its blank. */
export type FormFacts = Partial<Record<FormBlank, string | null | undefined>>;

/** The text with every form blank it has a value for replaced by the value ("[tu correo]" → the e-mail). */
export function fillFormBlanks(text: string, facts: FormFacts): string {
  let filled = text;
  for (const [key, label] of Object.entries(FORM_BLANKS) as [FormBlank, string][]) {
    const value = facts[key]?.trim();
    // A value is data, never markup: brackets would make it a blank again.
    if (value) filled = filled.replaceAll(`[${label}]`, value.replace(/[[\]]/g, ''));
  }
  return filled;
}
