import { z } from 'zod';
import { Paging } from '../constants';
import { msg } from '../messages.es';
import { AccountUserSchema } from './accounts';

const m = msg.content;

/** Limits of the platform's own content; the spec leaves them open, so they follow the intent limits. */
export const ContentLimits = {
  questionMax: 200,
  answerMax: 3000,
  phraseMax: 120,
  contactNameMax: 80,
  contactMessageMin: 10,
  contactMessageMax: 2000,
  termMax: 100,
} as const;

// ---------- FAQ (/questions, /dashboard/qa and the platform bot) ----------

export const FaqInputSchema = z.object({
  question: z
    .string({ error: m.questionRequired })
    .trim()
    .min(1, m.questionRequired)
    .max(ContentLimits.questionMax, m.questionLong),
  answer: z
    .string({ error: m.answerRequired })
    .trim()
    .min(1, m.answerRequired)
    .max(ContentLimits.answerMax, m.answerLong),
  published: z.boolean().default(true),
});
export type FaqInput = z.input<typeof FaqInputSchema>;
export type FaqValues = z.output<typeof FaqInputSchema>;

export const FaqEntrySchema = z
  .object({
    _id: z.string(),
    question: z.string(),
    answer: z.string(),
    published: z.boolean(),
    position: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FaqEntry' });
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const FaqQuerySchema = z.object({ term: z.string().trim().max(ContentLimits.termMax).optional() });
export const FaqListSchema = z.object({ entries: z.array(FaqEntrySchema) });
export const FaqResponseSchema = z.object({ entry: FaqEntrySchema });
export const FaqOrderSchema = z.object({
  ids: z.array(z.string().min(1).max(100)).min(1).max(500),
});

// ---------- Tip-card phrases (/dashboard/tips) ----------

export const PhraseInputSchema = z.object({
  botId: z.string({ error: m.phraseBotRequired }).min(1, m.phraseBotRequired).max(100),
  phrase: z
    .string({ error: m.phraseRequired })
    .trim()
    .min(1, m.phraseRequired)
    .max(ContentLimits.phraseMax, m.phraseLong),
  active: z.boolean().default(true),
});
export type PhraseInput = z.input<typeof PhraseInputSchema>;
export type PhraseValues = z.output<typeof PhraseInputSchema>;

export const AdminPhraseSchema = z
  .object({
    _id: z.string(),
    phrase: z.string(),
    active: z.boolean(),
    botId: z.string(),
    botAlias: z.string(),
    botName: z.string(),
    botPictureUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminPhrase' });
export type AdminPhrase = z.infer<typeof AdminPhraseSchema>;
export const AdminPhraseListSchema = z.object({ phrases: z.array(AdminPhraseSchema) });
export const AdminPhraseResponseSchema = z.object({ phrase: AdminPhraseSchema });

// ---------- Members (/dashboard/members) ----------

export const MembersQuerySchema = z.object({
  term: z.string().trim().max(ContentLimits.termMax).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(Paging.defaultPage),
  pageSize: z.coerce.number().int().min(1).max(Paging.maxPageSize).default(12),
});

export const MemberSchema = AccountUserSchema.extend({
  activated: z.boolean(),
  botsCount: z.number().int(),
}).meta({ id: 'Member' });
export type Member = z.infer<typeof MemberSchema>;

export const MemberListSchema = z.object({
  members: z.array(MemberSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export const MemberUpdateSchema = z
  .object({ status: z.union([z.literal(0), z.literal(1)]).optional(), isSuperUser: z.boolean().optional() })
  .refine((value) => value.status !== undefined || value.isSuperUser !== undefined, m.memberNothing);
export type MemberUpdate = z.infer<typeof MemberUpdateSchema>;
export const MemberResponseSchema = z.object({ member: MemberSchema });

// ---------- Contact ("Hablemos") ----------

export const ContactInputSchema = z.object({
  name: z
    .string({ error: m.contactNameRequired })
    .trim()
    .min(1, m.contactNameRequired)
    .max(ContentLimits.contactNameMax, m.contactNameLong),
  email: z.email(m.contactEmailInvalid).max(254, m.contactEmailInvalid),
  message: z
    .string({ error: m.contactMessageRequired })
    .trim()
    .min(1, m.contactMessageRequired)
    .min(ContentLimits.contactMessageMin, m.contactMessageShort)
    .max(ContentLimits.contactMessageMax, m.contactMessageLong),
});
export type ContactInput = z.input<typeof ContactInputSchema>;
export const ContactResponseSchema = z.object({ sent: z.literal(true) });
