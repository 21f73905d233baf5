import { describe, expect, it } from 'vitest';
import {
  FieldsBodySchema,
  IntentsBodySchema,
  type DataField,
  type Intent,
} from '../../../shared/schemas/training';
import {
  fieldFormValuesOf,
  fieldInputOf,
  fieldsAfterIntents,
  fieldSummary,
  intentFormValuesOf,
  intentInputOf,
  itemErrors,
  listItemSchema,
  responsePreview,
  sortFieldsByOrder,
  withItem,
  withoutItem,
  type FieldFormValues,
  type IntentFormValues,
} from './training-items';

const intent = (name: string, extra: Partial<Intent> = {}): Intent => ({
  _id: `id-${name}`,
  name,
  description: `Respuesta de ${name}`,
  intention: name.replace(/ /g, '.'),
  questions: [],
  answers: [],
  intentionFiles: [],
  ...extra,
});

const field = (name: string, extra: Partial<DataField> = {}): DataField => ({
  ...fieldFormValuesOf(undefined, 0, 1),
  _id: `f-${name}`,
  name,
  label: name,
  ...extra,
});

describe('field list', () => {
  it('sorts by order and keeps the stored sequence for equal orders', () => {
    const list = [
      field('c', { order: 2 }),
      field('a', { order: 0 }),
      field('b', { order: 2 }),
      field('d', { order: 1 }),
    ];
    expect(sortFieldsByOrder(list).map((f) => f.name)).toEqual(['a', 'd', 'c', 'b']);
  });

  it('describes a field as "type label - timing label", without its internal name nor the timing when it is "any"', () => {
    expect(fieldSummary({ type: 'email', collectAt: 'any' })).toBe('Correo electrónico');
    expect(fieldSummary({ type: 'phone', collectAt: 'start' })).toBe(
      'Teléfono - Al inicio de la conversación',
    );
    expect(fieldSummary({ type: 'select', collectAt: 'specific' })).toBe(
      'Selección - Cuando responde un tema específico',
    );
  });

  it('starts a new field with its id from the time in ms and its order the current count', () => {
    const values = fieldFormValuesOf(undefined, 3, 1_700_000_000_123);
    expect(values).toMatchObject({
      _id: '1700000000123',
      order: 3,
      type: 'text',
      collectAt: 'any',
      active: true,
    });
  });

  it('empties the options unless the type is select, and the intent unless the moment is specific', () => {
    const values: FieldFormValues = {
      ...fieldFormValuesOf(undefined, 0, 1),
      options: ['a'],
      collectOnIntent: 'Horarios',
    };
    expect(fieldInputOf(values)).toMatchObject({ options: [], collectOnIntent: null });
    expect(fieldInputOf({ ...values, type: 'select', collectAt: 'specific' })).toMatchObject({
      options: ['a'],
      collectOnIntent: 'Horarios',
    });
  });

  it('moves fields waiting for a removed intent to "any", as the server does', () => {
    const waiting = field('sede', { collectAt: 'specific', collectOnIntent: 'Sucursales' });
    const other = field('email', { collectAt: 'start' });
    expect(fieldsAfterIntents([waiting, other], [intent('Sucursales')])).toEqual([waiting, other]);
    expect(fieldsAfterIntents([waiting, other], [intent('Horarios')])).toEqual([
      { ...waiting, collectAt: 'any', collectOnIntent: null },
      other,
    ]);
  });
});

describe('intent values', () => {
  it('opens a new intent with one empty question and keeps the id and answers of an edited one', () => {
    expect(intentFormValuesOf()).toEqual({ name: '', description: '', questions: [''], intentionFiles: [] });
    const stored = intent('Horarios', { questions: ['¿Abren hoy?'], answers: ['Sí'] });
    const values = intentFormValuesOf(stored);
    expect(intentInputOf({ ...values, name: 'Horario' }, stored)).toMatchObject({
      _id: 'id-Horarios',
      name: 'Horario',
      answers: ['Sí'],
      questions: ['¿Abren hoy?'],
    });
    expect(intentInputOf(values)).not.toHaveProperty('_id');
  });
});

describe('responsePreview', () => {
  it('shows a response as plain words: no markdown marks, links by their text, one line', () => {
    expect(responsePreview('Abrimos de **lunes a sábado**, de _8 a 20_ hs.')).toBe(
      'Abrimos de lunes a sábado, de 8 a 20 hs.',
    );
    expect(responsePreview('Opciones:\n- [Menú](https://ejemplo.com/menu)\n- Postres')).toBe(
      'Opciones: Menú Postres',
    );
  });
});

describe('list helpers', () => {
  it('replaces the item at an index, or appends a new one', () => {
    expect(withItem(['a', 'b'], 1, 'c')).toEqual(['a', 'c']);
    expect(withItem(['a', 'b'], null, 'c')).toEqual(['a', 'b', 'c']);
    expect(withoutItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it("keeps the server's errors of one item, keyed as its dialog names them", () => {
    const fields = {
      'intents.1.name': 'Ya existe',
      'intents.1.questions.2': 'Larga',
      'intents.0.name': 'Otro',
    };
    expect(itemErrors(fields, 'intents', 1)).toEqual({ name: 'Ya existe', 'questions.2': 'Larga' });
    expect(itemErrors(fields, 'intents', 4)).toBeUndefined();
    expect(itemErrors(undefined, 'intents', 0)).toBeUndefined();
  });
});

describe('listItemSchema', () => {
  const intents = [intent('Horarios'), intent('Precios')];
  const others = intents.map((i) => intentInputOf(intentFormValuesOf(i), i));
  const schema = (index: number | null) =>
    listItemSchema(IntentsBodySchema, 'intents', others, index, (values: IntentFormValues) =>
      intentInputOf(values),
    );

  it("reports the shared schema's issues of the edited item with the item's paths", () => {
    const result = schema(null).safeParse({ ...intentFormValuesOf(), questions: ['ok', 'x'.repeat(201)] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Ponle un nombre al tema'],
      ['questions.1', 'La pregunta es demasiado larga (max: 200)'],
    ]);
  });

  it('rejects a name another intent already has, but not the edited intent keeping its own', () => {
    const values = { ...intentFormValuesOf(), name: 'precios' };
    expect(
      schema(null)
        .safeParse(values)
        .error?.issues.map((i) => i.message),
    ).toEqual(['Ya tienes un tema con este nombre']);
    expect(schema(1).safeParse(values).success).toBe(true);
  });

  it('checks a field like the whole list does: options for a select and a regex that compiles', () => {
    const fieldSchema = listItemSchema(FieldsBodySchema, 'fields', [field('email')], null, fieldInputOf);
    const values = {
      ...fieldFormValuesOf(undefined, 1, 2),
      name: 'sede',
      label: 'Sede',
      type: 'select' as const,
    };
    expect(
      fieldSchema.safeParse({ ...values, validation: '([' }).error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['options', 'validation']);
    expect(fieldSchema.safeParse({ ...values, name: 'Email' }).error?.issues.map((i) => i.message)).toContain(
      'Ya tienes un dato con este nombre interno',
    );
    expect(fieldSchema.safeParse({ ...values, options: ['Centro'] }).success).toBe(true);
  });
});
