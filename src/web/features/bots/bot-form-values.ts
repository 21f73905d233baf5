import { BotStatus } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import type { BotDetail, BotInput } from '../../../shared/schemas/bots';
import { isPublished } from './bot-links';

/** The bot form's values: BotInput with every field present (Mantine needs controlled values). */
export interface BotFormValues extends Record<string, unknown> {
  categoryKey: string;
  /** The kind of business (issue 38); null when the owner chose a category without one. */
  businessType: string | null;
  alias: string;
  name: string;
  description: string;
  instructions: string;
  pictureUrl: string | null;
  coverUrl: string | null;
  locationAddress: string | null;
  locationLatitude: number | null;
  locationLongitude: number | null;
  country: string | null;
  province: string | null;
  city: string | null;
  tags: string[];
  status: 0 | 1;
  notificationOn: boolean;
  notificationEmails: string[];
  /** The language model words the bot's replies (when the platform has one). */
  llmOn: boolean;
  contactPhone: string;
  contactEmail: string;
  contactWebsite: string;
  contactInstagram: string;
}

/**
 * A new bot starts published, with its e-mail alerts on (issue 38: an owner hears about a new contact
 * without looking for a switch); an existing one starts from what is stored.
 */
export function botFormValuesOf(bot?: BotDetail): BotFormValues {
  return {
    categoryKey: bot?.categoryKey ?? '',
    businessType: bot?.businessType ?? null,
    alias: bot?.alias ?? '',
    name: bot?.name ?? '',
    description: bot?.description ?? '',
    // Required (spec section 5) and rendered only with a language model: a bot without any (new, or saved
    // before they were required) gets the catalog's default, so the form can always be sent (decision 044).
    instructions: bot?.instructions || msg.bot.defaultInstructions,
    pictureUrl: bot?.pictureUrl ?? null,
    coverUrl: bot?.coverUrl ?? null,
    locationAddress: bot?.locationAddress ?? null,
    locationLatitude: bot?.locationLatitude ?? null,
    locationLongitude: bot?.locationLongitude ?? null,
    country: bot?.country ?? null,
    province: bot?.province ?? null,
    city: bot?.city ?? null,
    tags: bot?.tags ?? [],
    status: !bot || isPublished(bot.status) ? BotStatus.published : BotStatus.unpublished,
    notificationOn: bot?.notificationOn ?? true,
    notificationEmails: bot?.notificationEmails ?? [],
    llmOn: bot?.llmOn ?? true,
    contactPhone: bot?.contactPhone ?? '',
    contactEmail: bot?.contactEmail ?? '',
    contactWebsite: bot?.contactWebsite ?? '',
    // Shown as people write it on their cards; the server takes it with or without "@".
    contactInstagram: bot?.contactInstagram ? `@${bot.contactInstagram}` : '',
  };
}

/** The body of POST /bots and PUT /bot/{id}. */
export function botInputOf(values: BotFormValues): BotInput {
  return {
    ...values,
    categoryKey: values.categoryKey as BotInput['categoryKey'],
    businessType: values.businessType as BotInput['businessType'],
    notificationEmails: values.notificationOn ? values.notificationEmails : [],
    contactPhone: values.contactPhone.trim() || null,
    contactEmail: values.contactEmail.trim() || null,
    contactWebsite: values.contactWebsite.trim() || null,
    contactInstagram: values.contactInstagram.trim() || null,
  };
}
