import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema, NewPasswordSchema, SignInSchema, SignUpSchema } from './accounts';

const email = 'lucia@example.com';
const passwordError = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.find((issue) => issue.path[0] === 'password')?.message;

describe('passwords (decision 043)', () => {
  const choosing = {
    'sign-up': (password: string) =>
      SignUpSchema.safeParse({ name: 'Lucía', email, password, passwordConfirmation: password }),
    'new password': (password: string) =>
      NewPasswordSchema.safeParse({ password, passwordConfirmation: password }),
    'change password': (password: string) =>
      ChangePasswordSchema.safeParse({ currentPassword: 'clave1', password, passwordConfirmation: password }),
  };

  it.each(Object.entries(choosing))('%s takes 8 to 128 characters', (_, parse) => {
    expect(passwordError(parse('1234567'))).toBe('La contraseña es demasiado corta (min: 8)');
    expect(parse('12345678').success).toBe(true);
    expect(parse('x'.repeat(128)).success).toBe(true);
    expect(passwordError(parse('x'.repeat(129)))).toBe('La contraseña es demasiado larga (max: 128)');
  });

  it('signs in with a password shorter than 8, set under the old rule', () => {
    expect(SignInSchema.safeParse({ email, password: 'clave1' }).success).toBe(true);
    expect(passwordError(SignInSchema.safeParse({ email, password: '' }))).toBe('La contraseña es necesaria');
  });
});
