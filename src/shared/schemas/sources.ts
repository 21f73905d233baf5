import { z } from 'zod';
import { CONCEPT_KEYS } from '../concepts';
import { msg } from '../messages.es';
import { BotParamsSchema } from './bots';
import { TrainingLimits } from './training';

const m = msg.sources;

export const SourceLimits = {
  titleMax: 120,
  textMax: 100_000,
  urlMax: 2000,
  /** Sources per bot: each is read and kept whole, and the chat holds every passage of the bot. */
  perBot: 50,
} as const;

export const SOURCE_KINDS = ['file', 'url', 'text'] as const;
export const SOURCE_STATUSES = ['processing', 'ready', 'failed'] as const;

/**
 * The JSON form of POST /api/bot/{id}/sources: `{url}` (a website) or `{title, text}` (pasted text). A file
 * comes as multipart instead (field `file`). One object with optional keys rather than a union, so that
 * each missing or bad key is named with its own Spanish message.
 */
export const SourceCreateBodySchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(SourceLimits.urlMax, m.urlInvalid)
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), m.urlInvalid)
      .optional(),
    title: z.string().trim().max(SourceLimits.titleMax, m.titleLong).optional(),
    text: z.string().trim().max(SourceLimits.textMax, m.textLong).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.url !== undefined) return;
    if (!body.title) ctx.addIssue({ code: 'custom', path: ['title'], message: m.titleRequired });
    if (!body.text) ctx.addIssue({ code: 'custom', path: ['text'], message: m.textRequired });
  });
export type SourceCreateBody = z.input<typeof SourceCreateBodySchema>;

export const SourceSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(SOURCE_KINDS),
    /** pdf, docx, txt, md, csv, html (a website) or text (pasted). */
    format: z.string(),
    title: z.string(),
    url: z.string().nullable(),
    status: z.enum(SOURCE_STATUSES),
    /** Spanish, when `status` is failed. */
    error: z.string().nullable(),
    /** 0–100 while processing (a website's pages read so far). */
    progress: z.number().int(),
    /** Passages the bot answers from. */
    passages: z.number().int(),
    /** Draft intents found in its question-and-answer structure (GET …/drafts). */
    drafts: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Source' });
export type Source = z.infer<typeof SourceSchema>;

export const SourceResponseSchema = z.object({ source: SourceSchema });
export const SourcesResponseSchema = z.object({ sources: z.array(SourceSchema) });
export const SourceParamsSchema = BotParamsSchema.extend({ sourceId: z.string().min(1).max(100) });

/** A draft intent, in the shape PUT /api/bot/{id}/intents takes. */
export const DraftIntentSchema = z
  .object({
    name: z.string().max(TrainingLimits.intentNameMax),
    description: z.string().max(TrainingLimits.intentDescriptionMax),
    questions: z.array(z.string().max(TrainingLimits.questionMax)).max(TrainingLimits.questionsMax),
    answers: z.array(z.string()),
    intentionFiles: z.array(z.object({ url: z.string(), lazyUrl: z.string() })),
    /** The concept of the bank the draft's questions are about (decision 040), when one fits clearly. */
    concept: z.enum(CONCEPT_KEYS).nullable().optional(),
  })
  .meta({ id: 'DraftIntent' });
export type DraftIntent = z.infer<typeof DraftIntentSchema>;
export const DraftsResponseSchema = z.object({ intents: z.array(DraftIntentSchema) });

/** GET /bot/{id}/blank-suggestions: a value for a blank, found in the bot's documents (a price list's price). */
export const BlankSuggestionSchema = z
  .object({
    label: z.string(),
    value: z.string(),
    /** The line of the document the value comes from ("Corte de dama"). */
    item: z.string(),
    /** How many lines matched: more than one, and the owner may want to word it ("desde"). */
    matches: z.number().int(),
  })
  .meta({ id: 'BlankSuggestion' });
export type BlankSuggestion = z.infer<typeof BlankSuggestionSchema>;
export const BlankSuggestionsResponseSchema = z.object({ suggestions: z.array(BlankSuggestionSchema) });
