import { describe, expect, it } from 'vitest';
import { fieldNameFromLabel, fieldsAfterIntents } from './data-fields';
import type { DataField } from './schemas/training';

const field = (name: string, extra: Partial<DataField> = {}): DataField => ({
  _id: `f-${name}`,
  name,
  label: name,
  type: 'text',
  required: false,
  placeholder: '',
  validation: '',
  options: [],
  collectAt: 'any',
  collectOnIntent: null,
  order: 0,
  active: true,
  ...extra,
});

describe('fieldsAfterIntents', () => {
  it('moves a field waiting for a removed intent to "any" and leaves the others as they were', () => {
    const waiting = field('sucursal', { collectAt: 'specific', collectOnIntent: 'Sucursales' });
    const atStart = field('nombre', { collectAt: 'start' });
    expect(fieldsAfterIntents([waiting, atStart], ['Sucursales'])).toEqual([waiting, atStart]);
    expect(fieldsAfterIntents([waiting, atStart], new Set(['Horarios']))).toEqual([
      { ...waiting, collectAt: 'any', collectOnIntent: null },
      atStart,
    ]);
  });
});

describe('fieldNameFromLabel', () => {
  it('turns a label into a valid internal name, unique among the bot’s', () => {
    expect(fieldNameFromLabel('Teléfono o WhatsApp')).toBe('telefono_o_whatsapp');
    expect(fieldNameFromLabel('¿Día del turno?', ['dia_del_turno'])).toBe('dia_del_turno_2');
    expect(fieldNameFromLabel('2 personas')).toBe('personas');
    expect(fieldNameFromLabel('!!!')).toBe('dato');
    for (const label of ['Teléfono o WhatsApp', '¿Día del turno?', '2 personas', '!!!', 'Ñ'.repeat(60)]) {
      expect(fieldNameFromLabel(label)).toMatch(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/);
    }
  });
});
