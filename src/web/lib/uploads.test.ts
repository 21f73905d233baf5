import { describe, expect, it } from 'vitest';
import { hasFileExtension, isAcceptedImage } from './uploads';

describe('hasFileExtension', () => {
  it('accepts a name with an extension', () => {
    expect(hasFileExtension('foto.png')).toBe(true);
    expect(hasFileExtension('mi.foto.de.perfil.jpeg')).toBe(true);
    expect(hasFileExtension('.fondo.webp')).toBe(true);
  });

  it('rejects a name without a "." or whose only "." is the first character', () => {
    expect(hasFileExtension('foto')).toBe(false);
    expect(hasFileExtension('.png')).toBe(false);
    expect(hasFileExtension('')).toBe(false);
  });

  it('rejects a name that ends with the "."', () => {
    expect(hasFileExtension('foto.')).toBe(false);
  });
});

describe('isAcceptedImage', () => {
  it('takes images only', () => {
    expect(isAcceptedImage({ name: 'foto.png', type: 'image/png' })).toBe(true);
    expect(isAcceptedImage({ name: 'cv.pdf', type: 'application/pdf' })).toBe(false);
    expect(isAcceptedImage({ name: 'foto', type: 'image/png' })).toBe(false);
  });
});
