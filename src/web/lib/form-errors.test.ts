import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './form-errors';

describe('formFieldErrors', () => {
  const fields = ['name', 'hero', 'bio'];

  it('keeps the server field errors that the form has', () => {
    const error = {
      code: 'hero_taken',
      message: 'Este apodo ya está en uso',
      fields: { hero: 'Este apodo ya está en uso', other: 'x' },
    };
    expect(formFieldErrors(error, fields)).toEqual({ hero: 'Este apodo ya está en uso' });
  });

  it('puts a field-less error code on the field it names', () => {
    const error = { code: 'email_taken', message: 'Ya existe una cuenta con este correo' };
    expect(formFieldErrors(error, ['email'], { email_taken: 'email' })).toEqual({
      email: 'Ya existe una cuenta con este correo',
    });
  });

  it('answers undefined when no error belongs to a field, so the message shows above the form', () => {
    expect(formFieldErrors({ code: 'rate_limited', message: 'Demasiados intentos' }, fields)).toBeUndefined();
    expect(formFieldErrors({ code: 'validation_error', message: 'x', fields: { body: 'y' } }, fields)).toBe(
      undefined,
    );
  });
});
