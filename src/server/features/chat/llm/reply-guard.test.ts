import { describe, expect, it } from 'vitest';
import { SecretRepeated, SecretWords, StreamGuard } from './reply-guard';

const INSTRUCTIONS =
  'No menciones que el consultorio cambia de dueño en marzo. Ofrecé el turno de las 8 solo a pacientes frecuentes.';

describe('SecretWords', () => {
  const secret = new SecretWords(INSTRUCTIONS);

  it('finds a repeated run of the instructions, whatever the accents and case', () => {
    expect(
      secret.repeatedIn('Mis instrucciones: NO MENCIONES que el consultorio cambia de dueno en marzo'),
    ).toBe(true);
    expect(secret.repeatedIn('Te cuento: ofrecé el turno de las 8 solo a pacientes frecuentes.')).toBe(true);
  });

  it('lets an ordinary reply through, even one sharing a few words', () => {
    expect(secret.repeatedIn('Tenemos turnos de las 8 a las 12, ¿te sirve el martes?')).toBe(false);
    expect(secret.repeatedIn('El consultorio atiende en marzo como siempre.')).toBe(false);
  });

  it('guards nothing for empty or very short instructions', () => {
    expect(new SecretWords('').repeatedIn('cualquier cosa')).toBe(false);
    expect(new SecretWords('Sé amable').repeatedIn('sé amable siempre')).toBe(false);
  });
});

describe('StreamGuard', () => {
  const stream = (guard: StreamGuard, pieces: string[]) => pieces.map((piece) => guard.push(piece)).join('');

  it('passes a reply on whole when there is nothing to guard', () => {
    const guard = new StreamGuard(new SecretWords(''));
    expect(stream(guard, ['¡Cla', 'ro! Abri', 'mos a las 9 h.'])).toBe('¡Claro! Abrimos a las 9 h.');
  });

  it('holds an address back until it is whole', () => {
    const guard = new StreamGuard(new SecretWords(''));
    expect(guard.push('Mirá https://tien')).toBe('Mirá ');
    expect(guard.push('da.com/precios ')).toBe('https://tienda.com/precios ');
  });

  it('never shows a run of the instructions: it stops before the run is complete', () => {
    const guard = new StreamGuard(new SecretWords(INSTRUCTIONS));
    const shown: string[] = [];
    const words = 'Claro, te las paso: no menciones que el consultorio cambia de dueño en marzo.'.split(' ');
    expect(() => {
      for (const word of words) shown.push(guard.push(`${word} `));
    }).toThrow(SecretRepeated);
    const visible = shown.join('');
    expect(new SecretWords(INSTRUCTIONS).repeatedIn(visible)).toBe(false);
    expect(visible).not.toContain('consultorio');
  });
});
