import { z } from 'zod';
import { msg } from '../../../shared/messages.es';
import type { DataField, DataFieldInput, Intent, IntentInput } from '../../../shared/schemas/training';
import { fieldsAfterIntents as fieldsWaitingForIntents } from '../../../shared/data-fields';

const t = msg.training;

type FieldType = DataField['type'];
type CollectAt = DataField['collectAt'];
type IntentFile = Intent['intentionFiles'][number];

/** The intent dialog's values: what the owner edits of one intent (Mantine needs every field present). */
export interface IntentFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  questions: string[];
  intentionFiles: IntentFile[];
}

/** The field dialog's values: a data field with every property present. */
export interface FieldFormValues extends Record<string, unknown> {
  _id: string;
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  placeholder: string;
  validation: string;
  options: string[];
  collectAt: CollectAt;
  collectOnIntent: string | null;
  order: number;
  active: boolean;
}

/** A new intent starts with one empty alternative question, so the owner sees where to write it. */
export function intentFormValuesOf(intent?: Intent): IntentFormValues {
  return {
    name: intent?.name ?? '',
    description: intent?.description ?? '',
    questions: intent?.questions.length ? [...intent.questions] : [''],
    intentionFiles: intent ? [...intent.intentionFiles] : [],
  };
}

/**
 * The dialog's values as the API takes them; the id and the answers the dialog does not edit are kept.
 * Empty questions go as they are: the shared schema drops them after checking each one, so an issue's
 * index is the index of the input on screen.
 */
export function intentInputOf(values: IntentFormValues, original?: Intent): IntentInput {
  return {
    ...(original ? { _id: original._id } : {}),
    name: values.name,
    description: values.description,
    questions: values.questions,
    answers: original?.answers ?? [],
    intentionFiles: values.intentionFiles,
  };
}

/** The stored intents as the API takes them back (the whole list goes out on every change). */
export function intentInputsOf(intents: readonly Intent[]): IntentInput[] {
  return intents.map((intent) => intentInputOf(intentFormValuesOf(intent), intent));
}

/**
 * A new field: its _id from the current time in ms and its order the current count (spec section 3);
 * an existing one: what is stored.
 */
export function fieldFormValuesOf(
  field: DataField | undefined,
  count: number,
  now = Date.now(),
): FieldFormValues {
  if (field) return { ...field, options: [...field.options] };
  return {
    _id: String(now),
    name: '',
    label: '',
    type: 'text',
    required: false,
    placeholder: '',
    validation: '',
    options: [],
    collectAt: 'any',
    collectOnIntent: null,
    order: count,
    active: true,
  };
}

/** Options only mean something for a select, the intent only for the "specific" moment (spec section 3). */
export function fieldInputOf(values: FieldFormValues): DataFieldInput {
  return {
    ...values,
    options: values.type === 'select' ? values.options : [],
    collectOnIntent: values.collectAt === 'specific' ? values.collectOnIntent : null,
  };
}

/** The list with `item` in place of the one at `index`, or appended when `index` is null (a new item). */
export function withItem<T>(list: readonly T[], index: number | null, item: T): T[] {
  if (index === null || index >= list.length) return [...list, item];
  return list.map((current, i) => (i === index ? item : current));
}

export function withoutItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Fields by their order; equal orders keep the stored sequence. */
export function sortFieldsByOrder<T extends { order: number }>(fields: readonly T[]): T[] {
  return fields
    .map((field, position) => ({ field, position }))
    .sort((a, b) => a.field.order - b.field.order || a.position - b.position)
    .map(({ field }) => field);
}

export function fieldTypeLabel(type: FieldType): string {
  return t.types[type];
}

/** A field's line in the list: "name - type label - timing label", the timing only when it is not "any". */
export function fieldSummary(field: Pick<DataField, 'type' | 'collectAt'>): string {
  // The internal name stays out of sight (issue 38): the owner knows a field by its label and kind.
  const parts = [fieldTypeLabel(field.type)];
  if (field.collectAt !== 'any') parts.push(t.collectAt[field.collectAt]);
  return parts.join(' - ');
}

/** A response's first words for the list, without its markdown marks (links keep their text). */
export function responsePreview(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The fields as the server keeps them after an intents save (the rule is src/shared/data-fields.ts), so
 * the cache matches without a refetch.
 */
export function fieldsAfterIntents(fields: readonly DataField[], intents: readonly Intent[]): DataField[] {
  return fieldsWaitingForIntents(
    fields,
    intents.map((intent) => intent.intention),
  );
}

/**
 * The errors of a whole-list answer (`intents.3.questions.1`) that belong to the item at `index`, keyed
 * as its dialog names them (`questions.1`). Undefined when none does.
 */
export function itemErrors(
  fields: Record<string, string> | undefined,
  listKey: string,
  index: number,
): Record<string, string> | undefined {
  const prefix = `${listKey}.${index}.`;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    if (path.startsWith(prefix)) errors[path.slice(prefix.length)] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * A schema for one item's dialog that runs the shared whole-list schema (IntentsBodySchema,
 * FieldsBodySchema) with the item in its place, so the dialog and the API agree on every rule, duplicates
 * included, and reports the issues of that item only.
 */
export function listItemSchema<Values, Item>(
  listSchema: z.ZodType,
  listKey: string,
  list: readonly Item[],
  index: number | null,
  toInput: (values: Values) => Item,
) {
  const at = index ?? list.length;
  // The form resolver only ever passes the dialog's own values.
  return z.unknown().superRefine((values, ctx) => {
    const result = listSchema.safeParse({ [listKey]: withItem(list, index, toInput(values as Values)) });
    if (result.success) return;
    for (const issue of result.error.issues) {
      const [key, position, ...path] = issue.path;
      if (key === listKey && position === at) ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
  });
}
