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

export const requestPasswordReset = async (body: { email: string; reset_url: string }) =>
  postApi('/api/auth/password-reset/', body, PasswordResetRequestAnswerSchema);

/** A token that is unknown, expired or already used is a 400 `{ token: [...] }`. */
export const checkResetToken = async (token: string) =>
  postApi('/api/auth/password-reset/check/', { token }, ResetTokenAnswerSchema);

export const confirmPasswordReset = async (body: { token: string; password: string }) =>
  postApi('/api/auth/password-reset/confirm/', body, PasswordResetConfirmAnswerSchema);
