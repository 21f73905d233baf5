import { msg } from '../../../shared/messages.es';
import {
  REMINDER_TEMPLATE_PARAMETERS_MAX,
  type TemplateReply,
  type WhatsAppConnection,
  type WhatsAppTemplate,
  type WhatsAppTemplates,
} from '../../../shared/schemas/whatsapp';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { open } from '../../lib/secret-box';
import type { UserRow } from '../../lib/user-row';
import { requireBot, requireManagedBot } from '../bots/bots.service';
import { findConversationChannel } from '../conversations/conversations.repo';
import { queueHandReply } from './channel-jobs';
import { fetchTemplates, GraphError, type GraphTemplate } from './graph-client';
import { presentConnection } from './whatsapp.service';
import { findConnectionOfBot, setReminderTemplate, type ConnectionRow } from './whatsapp.repo';

/**
 * WhatsApp's message templates (issue 41): the number's approved templates, and a hand reply sent as one,
 * which reaches the customer after the 24-hour window too (decision 054).
 */

const m = msg.whatsapp;

/** A body's placeholders in order of first appearance: {{1}}, {{2}} or named ones ({{nombre}}). */
export function templateParameters(body: string): string[] {
  return [...new Set([...body.matchAll(/\{\{\s*([\w]+)\s*\}\}/g)].map((match) => match[1]!))];
}

/** The body with each placeholder replaced by its value, as the customer reads it. */
export function fillTemplate(body: string, parameters: readonly string[], values: readonly string[]): string {
  return body.replace(/\{\{\s*([\w]+)\s*\}\}/g, (whole, name: string) => {
    const index = parameters.indexOf(name);
    return index >= 0 && values[index] !== undefined ? values[index]! : whole;
  });
}

function approved(list: GraphTemplate[]): WhatsAppTemplate[] {
  return list
    .filter((template) => template.status === 'APPROVED')
    .map(({ name, language, body }) => ({ name, language, body, parameters: templateParameters(body) }));
}

/** The approved templates of a bot's connection, read from Meta; a 4xx/502 AppError saying why not. */
export async function templatesOf(
  ctx: AppContext,
  connection: ConnectionRow | undefined,
): Promise<WhatsAppTemplate[]> {
  const settings = ctx.settings.whatsapp;
  if (!settings || !connection) throw new AppError('whatsapp_not_connected', 409, m.disconnected);
  if (!connection.businessAccountId)
    throw new AppError('whatsapp_no_business_account', 409, m.noBusinessAccount);
  let token: string;
  try {
    token = open(ctx.settings.secretsKey, connection.accessTokenSealed);
  } catch {
    throw new AppError('whatsapp_token_invalid', 409, m.tokenExpired);
  }
  try {
    return approved(
      await fetchTemplates({ graphUrl: settings.graphUrl }, connection.businessAccountId, token),
    );
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    if (error.transient) throw new AppError('bad_gateway', 502, m.graphUnreachable);
    throw new AppError('whatsapp_token_invalid', 409, error.tokenInvalid ? m.tokenExpired : m.tokenRefused);
  }
}

/**
 * PUT /api/bot/{id}/whatsapp/reminder-template: the approved template booking reminders go by on WhatsApp
 * (its placeholders get the customer's name, the time and the service, at most 3), or null.
 */
export async function chooseReminderTemplate(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
  input: { template: { name: string; language: string } | null },
): Promise<WhatsAppConnection> {
  const bot = await requireManagedBot(ctx, actor, ref);
  const db = ctx.database.db;
  const connection = await findConnectionOfBot(db, bot.id);
  if (input.template) {
    const { name, language } = input.template;
    const template = (await templatesOf(ctx, connection)).find(
      (candidate) => candidate.name === name && candidate.language === language,
    );
    if (!template) throw new AppError('whatsapp_template_invalid', 400, m.templateNotFound);
    if (template.parameters.length > REMINDER_TEMPLATE_PARAMETERS_MAX) {
      throw new AppError('whatsapp_template_invalid', 400, m.reminderTemplateTooManyParameters);
    }
  } else if (!connection) {
    throw new AppError('whatsapp_not_connected', 409, m.disconnected);
  }
  return presentConnection(ctx, await setReminderTemplate(db, bot.id, input.template));
}

/** The template message of an approved template with its values, to `to`. */
export function templateMessage(to: string, template: WhatsAppTemplate, values: readonly string[]) {
  const named = template.parameters.some((name) => !/^\d+$/.test(name));
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      ...(template.parameters.length
        ? {
            components: [
              {
                type: 'body',
                parameters: values.map((text, index) => ({
                  type: 'text',
                  text,
                  ...(named ? { parameter_name: template.parameters[index] } : {}),
                })),
              },
            ],
          }
        : {}),
    },
  };
}

/** GET /api/bot/{id}/whatsapp/templates: the approved ones, read from Meta each time (they change there). */
export async function listTemplates(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
): Promise<WhatsAppTemplates> {
  const bot = await requireBot(ctx, actor, ref, 'inbox');
  return { templates: await templatesOf(ctx, await findConnectionOfBot(ctx.database.db, bot.id)) };
}

/**
 * A hand reply as an approved template: what the owner's message reads as (the body filled in) and the
 * write that queues it, or a 4xx saying why it cannot go.
 */
export async function templateHandReply(
  ctx: AppContext,
  botId: string,
  conversationId: string,
  input: Required<TemplateReply>,
): Promise<{ text: string; write: (tx: DbOrTx, messageId: string) => Promise<void> }> {
  const db = ctx.database.db;
  const conversation = await findConversationChannel(db, botId, conversationId);
  if (!conversation) throw new AppError('not_found', 404, msg.api.notFound);
  if (conversation.channel !== 'whatsapp' || !conversation.contactId) {
    throw new AppError('whatsapp_template_invalid', 409, m.templateOnlyWhatsApp);
  }
  const connection = await findConnectionOfBot(db, botId);
  const template = (await templatesOf(ctx, connection)).find(
    (candidate) => candidate.name === input.name && candidate.language === input.language,
  );
  if (!template) throw new AppError('whatsapp_template_invalid', 400, m.templateNotFound);
  if (input.parameters.length !== template.parameters.length) {
    const message = m.templateParameters(template.parameters.length);
    throw new AppError('whatsapp_template_invalid', 400, message, { template: message });
  }
  const body = templateMessage(conversation.contactId, template, input.parameters);
  return {
    text: fillTemplate(template.body, template.parameters, input.parameters),
    write: (tx, messageId) =>
      queueHandReply(
        tx,
        { id: conversationId, botId },
        { channel: 'whatsapp', accountId: connection!.phoneNumberId },
        body,
        messageId,
      ),
  };
}
