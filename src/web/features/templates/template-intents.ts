import { normalizeInstagram, normalizeWebsite, websiteLabel } from '../../../shared/contact';
import { fillFormBlanks, type FormFacts } from '../../../shared/templates/form-blanks';
import type { BotTemplate } from '../../../shared/templates/types';

/** What a bot's form knows that a template asks for (issue 38, "never ask twice"). */
export interface BotFacts {
  contactPhone?: string | null;
  contactEmail?: string | null;
  contactWebsite?: string | null;
  contactInstagram?: string | null;
  locationAddress?: string | null;
  city?: string | null;
}

/** The form blanks a bot's own data fills: its one phone is its WhatsApp and its line alike. */
export function formFactsOf(bot: BotFacts): FormFacts {
  return {
    whatsapp: bot.contactPhone,
    phone: bot.contactPhone,
    email: bot.contactEmail,
    address: bot.locationAddress,
    city: bot.city,
    // As a customer would read them in a reply (the form may still hold them as typed).
    website: bot.contactWebsite ? websiteLabelOf(bot.contactWebsite) : null,
    instagram: bot.contactInstagram ? instagramLabelOf(bot.contactInstagram) : null,
  };
}

function websiteLabelOf(typed: string) {
  const url = normalizeWebsite(typed);
  return url ? websiteLabel(url) : null;
}

function instagramLabelOf(typed: string) {
  const handle = normalizeInstagram(typed);
  return handle ? `@${handle}` : null;
}

/**
 * A template's intents in the shape the intents API takes (and drafts are merged in), with the blanks the
 * bot's form already answers filled in; what only the owner knows (prices, hours) stays blank.
 */
export function templateIntentsOf(template: BotTemplate, facts: FormFacts = {}) {
  return template.intents.map((intent) => ({
    name: intent.name,
    description: fillFormBlanks(intent.description, facts),
    questions: [...intent.questions],
    answers: [],
    intentionFiles: [],
  }));
}
