import { describe, expect, it } from 'vitest';
import { aliasFromName } from './alias';
import { AliasSchema } from './schemas/bots';

describe('aliasFromName', () => {
  it.each([
    ['Peluquería Romi', 'peluqueria-romi'],
    ['  Ñandú & Cía. — Rosario ', 'nandu-y-cia-rosario'],
    ['Taller "El Gaucho" 2', 'taller-el-gaucho-2'],
    ['¡¡¡', ''],
  ])('%s → %s', (name, alias) => {
    expect(aliasFromName(name)).toBe(alias);
  });

  it('cuts a long name at a word, within the limit, and the result is a valid alias', () => {
    const alias = aliasFromName(
      'Estudio Contable Integral de Servicios Tributarios y Previsionales del Litoral',
    );
    expect(alias.length).toBeLessThanOrEqual(50);
    expect(alias.endsWith('-')).toBe(false);
    expect(AliasSchema.safeParse(alias).success).toBe(true);
  });
});
