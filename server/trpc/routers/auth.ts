import { platformForRole } from '../../auth/auth';
import {
  isAccountLocked,
  recordLoginFailure,
  recordLoginSuccess,
  slowDownFailure,
} from '../../auth/login-throttle';
import { askForResetLink, checkResetLink, resetPassword } from '../../auth/password-reset';
import { login } from '../../upstream/auth';
import { upstreamCause } from '../upstream-errors';
import { LoginInputSchema } from '../../validation/login';
import {
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  ResetTokenSchema,
} from '../../validation/password-reset';
import { router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';

const tooManyAttempts = () =>
  new OutcomeError({ kind: 'throttled' }, 'Demasiados intentos fallidos de inicio de sesión');

export const authRouter = router({
  /** Server-only: over /api/trpc it would hand both tokens to page scripts and skip the throttles. */
  login: serverProcedure.input(LoginInputSchema).mutation(async ({ ctx, input }) => {
    const client = ctx.clientIp ?? 'unknown';
    if (await isAccountLocked(input.email, client)) throw tooManyAttempts();
    let answer;
    try {
      answer = await login(input);
    } catch (error) {
      const kind = upstreamCause(error)?.kind;
      if (kind !== 'unauthorized' && kind !== 'bad-request') throw error;
      const outcome = await recordLoginFailure(input.email, client);
      await slowDownFailure(outcome);
      if (outcome.clientOverLimit) throw tooManyAttempts();
      throw new OutcomeError({ kind: 'unauthorized' }, 'Correo electrónico o contraseña incorrectos', error);
    }
    await recordLoginSuccess(input.email, client);
    return { ...answer, platform: platformForRole(answer.user.role) };
  }),
  /** Server-only like the sign-in: its throttles count the client the page was served to. */
  requestPasswordReset: serverProcedure.input(PasswordResetRequestSchema).mutation(async ({ ctx, input }) => {
    await askForResetLink(input.email, ctx.clientIp ?? 'unknown');
    return { sent: true as const };
  }),
  checkResetLink: serverProcedure.input(ResetTokenSchema).query(async ({ ctx, input }) => {
    await checkResetLink(input, ctx.clientIp ?? 'unknown');
    return { valid: true as const };
  }),
  /** Every session of the account ends, this browser's too: the parent signs in with the new password. */
  resetPassword: serverProcedure.input(PasswordResetConfirmSchema).mutation(async ({ ctx, input }) => {
    await resetPassword(input, ctx.clientIp ?? 'unknown');
    return { reset: true as const };
  }),
});
