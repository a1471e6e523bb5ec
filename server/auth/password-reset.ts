/**
 * Password recovery (decision 081): throttled like the sign-in (decision 023), the request always
 * answered the same, and a reset signs the account out on every device.
 */
import { PASSWORD_RESET_PATH } from '@kernel/texts/password-reset';
import { getEnv } from '../env';
import { signOutEverywhere } from '../session.server';
import { hit, isOverLimit } from '../throttle';
import { OutcomeError } from '../trpc/outcomes';
import { upstreamCause } from '../trpc/upstream-errors';
import { checkResetToken, confirmPasswordReset, requestPasswordReset } from '../upstream/password-reset';
import type { PasswordResetConfirm } from '../validation/password-reset';

const throttled = () => new OutcomeError({ kind: 'throttled' }, 'Demasiadas solicitudes de contraseña');

/** Unknown, expired and used links read the same: none of them says why. */
const linkGone = (cause: unknown) =>
  new OutcomeError({ kind: 'not-found' }, 'Enlace de contraseña no válido', cause);

const isRefusal = (error: unknown) => upstreamCause(error)?.kind === 'bad-request';

export async function askForResetLink(email: string, client: string): Promise<void> {
  if (!(await hit('passwordResetsByClient', client))) throw throttled();
  // Over the account's limit nothing is sent, and the answer does not change.
  if (!(await hit('passwordResetsByAccount', email))) return;
  await requestPasswordReset({ email, reset_url: `${getEnv().publicOrigin}${PASSWORD_RESET_PATH}/` });
}

export async function checkResetLink(token: string, client: string): Promise<void> {
  if (await isOverLimit('passwordResetConfirmsByClient', client)) throw throttled();
  try {
    await checkResetToken(token);
  } catch (error) {
    if (isRefusal(error)) throw linkGone(error);
    throw error;
  }
}

export async function resetPassword(input: PasswordResetConfirm, client: string): Promise<void> {
  if (!(await hit('passwordResetConfirmsByClient', client))) throw throttled();
  let answer;
  try {
    answer = await confirmPasswordReset(input);
  } catch (error) {
    if (isRefusal(error)) throw linkGone(error);
    throw error;
  }
  await signOutEverywhere(answer.user_id);
}
