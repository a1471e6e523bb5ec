import type { Platform } from '../../auth/auth';
import { login } from '../../upstream/auth';
import { upstreamCause } from '../upstream-errors';
import type { UserRole } from '../../upstream/schemas/auth';
import { LoginInputSchema } from '../../validation/login';
import { router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';

/** Where a user lands after signing in (spec §6 "Platform context"). */
export function platformForRole(role: UserRole): Platform {
  if (role === 'parent') return 'zona-padres';
  if (role === 'organization') return 'organizacion';
  return 'zona-estudiantes';
}

export const authRouter = router({
  /**
   * Checks credentials upstream; the sign-in action stores the tokens in the server-side session.
   * Server-only: over /api/trpc it would hand both tokens to page scripts and skip the throttles.
   */
  login: serverProcedure.input(LoginInputSchema).mutation(async ({ input }) => {
    try {
      const answer = await login(input);
      return { ...answer, platform: platformForRole(answer.user.role) };
    } catch (error) {
      const kind = upstreamCause(error)?.kind;
      if (kind === 'unauthorized' || kind === 'bad_request') {
        throw new OutcomeError(
          { kind: 'unauthorized' },
          'Correo electrónico o contraseña incorrectos',
          error,
        );
      }
      throw error;
    }
  }),
});
