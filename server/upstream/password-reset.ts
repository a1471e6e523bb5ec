/**
 * Password recovery (decision 081): the API keeps the one-time token and sends the e-mail; we only
 * tell it where the link points (PUBLIC_URL, docs/architecture.md rule 9).
 */
import {
  PasswordResetConfirmAnswerSchema,
  PasswordResetRequestAnswerSchema,
  ResetTokenAnswerSchema,
} from './schemas/password-reset';
import { postApi } from './services';

export async function requestPasswordReset(body: { email: string; reset_url: string }) {
  return postApi('/api/auth/password-reset/', body, PasswordResetRequestAnswerSchema);
}

/** A token that is unknown, expired or already used is a 400 `{ token: [...] }`. */
export async function checkResetToken(token: string) {
  return postApi('/api/auth/password-reset/check/', { token }, ResetTokenAnswerSchema);
}

export async function confirmPasswordReset(body: { token: string; password: string }) {
  return postApi('/api/auth/password-reset/confirm/', body, PasswordResetConfirmAnswerSchema);
}
