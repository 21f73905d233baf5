import { z } from 'zod';
import { BUSINESS_TYPE_KEYS } from '../business-types';
import { DIRECTORY_SORTS } from '../directory-url';
import { msg } from '../messages.es';
import { CategoryKeySchema } from './categories';

const filterText = z.string().trim().max(100).optional();

/**
 * The directory's filter, defined once (decision 030): GET /bots validates its query with it (as
 * BotListQuerySchema, with the page), and src/shared/directory-url.ts derives from its keys the /bots
 * address the web app reads and writes and the API query it sends. A new filter starts here; the compiler
 * then asks for its name in the address.
 */
export const DirectoryQuerySchema = z.object({
  term: filterText,
  categoryKey: CategoryKeySchema.optional().or(z.literal('').transform(() => undefined)),
  /** A type of business (src/shared/business-types.ts): bots of that type only. */
  businessType: z
    .union([z.literal('').transform(() => undefined), z.enum(BUSINESS_TYPE_KEYS)], {
      error: msg.bot.businessTypeUnknown,
    })
    .optional(),
  country: filterText,
  province: filterText,
  city: filterText,
  /** "true": bots open now on their own clock (issue 39); bots without hours are left out. */
  openNow: z
    .union([z.literal('').transform(() => undefined), z.literal('true')], {
      error: msg.agenda.openNowInvalid,
    })
    .optional(),
  /** Comma-joined tag names: bots carrying every one of them. */
  tags: z.string().max(400).optional(),
  /**
   * Best rated first, or newest first (the home's "featured" row). Unset: the best matches first when
   * searching (then the best rated), else the best rated.
   */
  sort: z.enum(DIRECTORY_SORTS).optional(),
});
export type DirectoryQuery = z.output<typeof DirectoryQuerySchema>;
