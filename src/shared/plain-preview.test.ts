import { describe, expect, it } from 'vitest';
import { plainPreview } from './plain-preview';

describe('plainPreview', () => {
  it('drops markdown markers and keeps the words, on one line', () => {
    expect(
      plainPreview(
        'Atendemos **de lunes a viernes**, *de 9 a 18*.\n\n- Consulta: $15.000\n- [Turnos](https://x.com/t)',
      ),
    ).toBe('Atendemos de lunes a viernes, de 9 a 18. Consulta: $15.000 Turnos');
  });

  it('leaves what a visitor types alone when it is not markup', () => {
    expect(plainPreview('¿2*3 = 6? mi correo es ana_perez@example.com')).toBe(
      '¿2*3 = 6? mi correo es ana_perez@example.com',
    );
  });
});
