import type { DataField } from './schemas/training';
import { foldAccents } from './fold';

/**
 * A field waiting for an intent that no longer exists would never be asked: it moves to "any". The server
 * applies it when an intents save removes an intent; the web app applies it to its cached fields after the
 * same save, so they match without a refetch.
 */
export function fieldsAfterIntents<T extends DataField>(
  fields: readonly T[],
  intentions: Iterable<string>,
): T[] {
  const known = new Set(intentions);
  return fields.map((field) =>
    field.collectAt === 'specific' && field.collectOnIntent && !known.has(field.collectOnIntent)
      ? { ...field, collectAt: 'any', collectOnIntent: null }
      : field,
  );
}

/** The data fields most businesses ask for, one tap each in the field manager (issue 38). */
export const COMMON_FIELDS = [
  { key: 'name', name: 'nombre', type: 'text' },
  { key: 'phone', name: 'telefono', type: 'phone' },
  { key: 'email', name: 'correo', type: 'email' },
  { key: 'date', name: 'fecha', type: 'date' },
  { key: 'address', name: 'direccion', type: 'text' },
] as const satisfies readonly { key: string; name: string; type: DataField['type'] }[];

export type CommonFieldKey = (typeof COMMON_FIELDS)[number]['key'];

/**
 * The internal name a field's label suggests ("Teléfono o WhatsApp" → "telefono_o_whatsapp"), unique among
 * `taken`: the owner never has to invent one, and the advanced options still let them change it.
 */
export function fieldNameFromLabel(label: string, taken: Iterable<string> = []): string {
  const base =
    foldAccents(label)
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+|_+$/g, '')
      .slice(0, 36)
      .replace(/_+$/, '') || 'dato';
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  let name = base;
  for (let n = 2; used.has(name); n += 1) name = `${base}_${n}`;
  return name;
}
