import type {
  ChangePassword,
  EmailOnly,
  NewPassword,
  SignIn,
  SignInResponse,
  SignUp,
  SignUpResponse,
} from '../../../../shared/schemas/accounts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /signin; 401 invalid_credentials, 403 account_not_activated, 429 rate_limited. */
export function signIn(body: SignIn): Promise<SignInResponse> {
  return api<SignInResponse>('/signin', { method: 'POST', body });
}

/** POST /signup: the same answer whether or not the address has an account; the e-mail tells which. */
export function signUp(body: SignUp): Promise<SignUpResponse> {
  return api<SignUpResponse>('/signup', { method: 'POST', body });
}

/** POST /signup/{token}/activation; 400 invalid_token. */
export function activateAccount(token: string): Promise<{ data: { activated: boolean; email: string } }> {
  return api('/signup/' + encodeURIComponent(token) + '/activation', { method: 'POST' });
}

/** POST /signup/resend: answers the same whether or not the address exists. */
export function resendActivation(body: EmailOnly): Promise<void> {
  return api('/signup/resend', { method: 'POST', body });
}

/** POST /reset: answers the same whether or not the address exists. */
export function requestPasswordReset(body: EmailOnly): Promise<void> {
  return api('/reset', { method: 'POST', body });
}

/** GET /reset/{token}: 200 while the link is usable, else 400 invalid_token. */
export function checkResetToken(token: string): Promise<{ data: { valid: boolean } }> {
  return api('/reset/' + encodeURIComponent(token));
}

/** PUT /reset/{token}/password; ends every session of the account. */
export function resetPassword(token: string, body: NewPassword): Promise<void> {
  return api('/reset/' + encodeURIComponent(token) + '/password', { method: 'PUT', body });
}

/** PUT /me/password; a wrong current password answers 400 with fields.currentPassword. */
export function changePassword(body: ChangePassword): Promise<void> {
  return api('/me/password', { method: 'PUT', body });
}

/** The query keys of the account screens. */
export const authKeys = {
  resetToken: (token: string) => ['reset-token', token] as const,
};

/** Whether a reset link is still good: asked once per visit of the link, never kept. */
export function resetTokenQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => checkResetToken(token),
    retry: false,
    gcTime: 0,
  });
}
