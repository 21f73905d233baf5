import { z } from 'zod';
import { msg } from '../messages.es';

/**
 * The people who run a bot and how they work together (issue 42, decision 055): roles, invitations,
 * conversations' assignment and status, the lead pipeline, canned replies and alerts.
 */

/** A member's role; the owner (the bot's creator) is not a member but has every permission. */
export const MEMBER_ROLES = ['admin', 'agent'] as const;
export type MemberRoleValue = (typeof MEMBER_ROLES)[number];
/** What a caller is to a bot: its owner (or a super user), or one of its members. */
export type BotRole = 'owner' | MemberRoleValue;

export const CONVERSATION_STATUSES = ['open', 'waiting', 'resolved'] as const;
export type ConversationStatusValue = (typeof CONVERSATION_STATUSES)[number];

/** One stage of a bot's lead pipeline: a stable key (what leads store) and the owner's name for it. */
export interface LeadStage {
  key: string;
  name: string;
}

/** The stages a bot starts with; the owner renames, adds and reorders them. */
export const DEFAULT_LEAD_STAGES: readonly LeadStage[] = [
  { key: 'new', name: 'Nuevo' },
  { key: 'contacted', name: 'Contactado' },
  { key: 'customer', name: 'Cliente' },
  { key: 'lost', name: 'Perdido' },
];
export const MAX_LEAD_STAGES = 10;
export const MAX_LEAD_LABELS = 10;

/** What a member can be alerted of on the phone (Web Push). */
export const ALERT_KINDS = ['lead', 'handoff', 'booking', 'assigned'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const email = z.string().trim().toLowerCase().email(msg.team.badEmail).max(254);

export const InviteMemberSchema = z.object({
  email,
  role: z.enum(MEMBER_ROLES, { error: msg.team.badRole }),
});
export type InviteMember = z.infer<typeof InviteMemberSchema>;

export const MemberSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    role: z.enum(MEMBER_ROLES),
    /** The person's public name once they accepted; null while the invitation waits. */
    name: z.string().nullable(),
    userId: z.string().nullable(),
    status: z.enum(['invited', 'active']),
    createdAt: z.string(),
  })
  .meta({ id: 'BotMember' });
export type Member = z.infer<typeof MemberSchema>;

export const MembersSchema = z.object({
  /** The bot's owner, who is not a member but runs it. */
  owner: z.object({ userId: z.string(), name: z.string() }),
  members: z.array(MemberSchema),
  /** The caller's own role. */
  role: z.enum(['owner', ...MEMBER_ROLES]),
});
export type Members = z.infer<typeof MembersSchema>;

export const MemberParamsSchema = z.object({
  id: z.string().min(1).max(100),
  memberId: z.string().min(1).max(100),
});

export const InvitationParamsSchema = z.object({ token: z.string().min(10).max(200) });

export const InvitationSchema = z.object({
  botId: z.string(),
  botName: z.string(),
  role: z.enum(MEMBER_ROLES),
  email: z.string(),
  invitedBy: z.string().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** The bots a user runs as a member (the owner's own are in their bot list). */
export const TeamBotsSchema = z.object({
  bots: z.array(
    z.object({
      _id: z.string(),
      alias: z.string(),
      name: z.string(),
      role: z.enum(MEMBER_ROLES),
      pictureUrl: z.string().nullable(),
    }),
  ),
});
export type TeamBots = z.infer<typeof TeamBotsSchema>;

export const UpdateConversationSchema = z
  .object({
    /** A user who runs the bot (owner or active member), or null to leave it unassigned. */
    assigneeId: z.string().min(1).max(100).nullable().optional(),
    status: z.enum(CONVERSATION_STATUSES, { error: msg.team.badStatus }).optional(),
  })
  .refine((v) => v.assigneeId !== undefined || v.status !== undefined, msg.team.nothingToChange);
export type UpdateConversation = z.infer<typeof UpdateConversationSchema>;

const label = z
  .string()
  .trim()
  .min(1, msg.team.labelEmpty)
  .max(30, msg.team.labelTooLong)
  .transform((v) => v.toLowerCase());

export const UpdateLeadSchema = z
  .object({
    stage: z.string().min(1).max(40).optional(),
    labels: z
      .array(label)
      .max(MAX_LEAD_LABELS, msg.team.tooManyLabels)
      .transform((labels) => [...new Set(labels)])
      .optional(),
  })
  .refine((v) => v.stage !== undefined || v.labels !== undefined, msg.team.nothingToChange);
export type UpdateLead = z.infer<typeof UpdateLeadSchema>;

export const LeadParamsSchema = z.object({
  id: z.string().min(1).max(100),
  leadId: z.string().min(1).max(100),
});

export const NoteInputSchema = z.object({
  text: z.string().trim().min(1, msg.team.noteEmpty).max(2000, msg.team.noteTooLong),
});

export const LeadNoteSchema = z
  .object({
    _id: z.string(),
    text: z.string(),
    author: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'LeadNote' });
export type LeadNote = z.infer<typeof LeadNoteSchema>;

export const LeadNotesSchema = z.object({ notes: z.array(LeadNoteSchema) });

const stageName = z.string().trim().min(1, msg.team.stageNameEmpty).max(30, msg.team.stageNameTooLong);

/** The pipeline as the owner arranges it: existing stages keep their key; a new one comes without. */
export const LeadStagesInputSchema = z.object({
  stages: z
    .array(z.object({ key: z.string().min(1).max(40).optional(), name: stageName }))
    .min(2, msg.team.tooFewStages)
    .max(MAX_LEAD_STAGES, msg.team.tooManyStages),
});
export type LeadStagesInput = z.infer<typeof LeadStagesInputSchema>;

export const LeadStagesSchema = z.object({
  stages: z.array(z.object({ key: z.string(), name: z.string() })),
});

export const CannedReplyInputSchema = z.object({
  shortcut: z
    .string()
    .trim()
    .transform((v) => v.replace(/^\//, '').toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9ñ][a-z0-9ñ-]{0,29}$/, msg.team.badShortcut)),
  text: z.string().trim().min(1, msg.team.cannedEmpty).max(2000, msg.team.cannedTooLong),
});
export type CannedReplyInput = z.infer<typeof CannedReplyInputSchema>;

export const CannedReplySchema = z
  .object({ _id: z.string(), shortcut: z.string(), text: z.string() })
  .meta({ id: 'CannedReply' });
export type CannedReply = z.infer<typeof CannedReplySchema>;
export const CannedRepliesSchema = z.object({ replies: z.array(CannedReplySchema) });

export const CannedParamsSchema = z.object({
  id: z.string().min(1).max(100),
  replyId: z.string().min(1).max(100),
});

export const AlertPreferencesSchema = z.object({
  email: z.boolean(),
  push: z.array(z.enum(ALERT_KINDS)),
});
export type AlertPreferences = z.infer<typeof AlertPreferencesSchema>;

export const PushSubscriptionInputSchema = z.object({
  endpoint: z.string().url(msg.team.badPushEndpoint).max(1000),
  keys: z.object({
    p256dh: z.string().min(20).max(200),
    auth: z.string().min(8).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** A bot's pipeline: the owner's stages, or the default ones. */
export function stagesOf(bot: { leadStages: LeadStage[] | null }): readonly LeadStage[] {
  return bot.leadStages?.length ? bot.leadStages : DEFAULT_LEAD_STAGES;
}
