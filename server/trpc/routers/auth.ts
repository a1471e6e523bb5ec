import { platformForRole } from '../../auth/auth';
import {
  isAccountLocked,
  recordLoginFailure,
  recordLoginSuccess,
  slowDownFailure,
} from '../../auth/login-throttle';
import { login } from '../../upstream/auth';
import { upstreamCause } from '../upstream-errors';
import { LoginInputSchema } from '../../validation/login';
import { router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';

const tooManyAttempts = () =>
  new OutcomeError({ kind: 'throttled' }, 'Demasiados intentos fallidos de inicio de sesión');

export const authRouter = router({
  /**
   * Checks credentials upstream; the sign-in action stores the tokens in the server-side session.
   * Server-only: over /api/trpc it would hand both tokens to page scripts and skip the throttles.
   *
   * Throttled here (docs/decisions/023, server/auth/login-throttle.ts): a locked account is
   * refused (TOO_MANY_REQUESTS) before its password is checked; a wrong password counts in every
   * limit, and from a client over its own limit it is answered slowly and as TOO_MANY_REQUESTS.
   */
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
});
