import { describe, expect, it } from 'vitest';
import { fieldsAfterIntents } from './data-fields';
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
