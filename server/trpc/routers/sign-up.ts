/**
 * Sign-up of a family (docs/decisions/019). Server-only, like the sign-in: it returns the new
 * parent's tokens, which the /registro action keeps in the server-side session.
 */
import { TRPCError } from '@trpc/server';
import { hit } from '../../throttle';
import { registerFamily } from '../../upstream/sign-up';
import { FieldErrorsAnswerSchema } from '../../upstream/schemas/sign-up';
import { guardianFieldErrors, registerBody } from '../../sign-up/register-body';
import { RegisterInputSchema } from '../../validation/sign-up';
import { upstreamCause } from '../upstream-errors';
import { accountProcedure, router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';
import { addChildOnce } from '../../sign-up/add-child';
import { AddChildInputSchema } from '../../validation/add-child';
import { platformForRole } from '../../auth/auth';

export const signUpRouter = router({
  /**
   * Creates the parent and the children upstream. A body the API rejects field by field (an
   * e-mail already registered) is an answer for the form, not an error. Anonymous and writing
   * upstream, so throttled per client (docs/decisions/019): only valid input reaches this point,
   * so a family correcting field errors never uses up the limit.
   */
  register: serverProcedure.input(RegisterInputSchema).mutation(async ({ ctx, input }) => {
    const allowed =
      (await hit('signUpsByClient', ctx.clientIp ?? 'unknown')) && (await hit('signUpsOverall', 'site'));
    if (!allowed)
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Demasiados registros desde esta conexión' });
    try {
      const answer = await registerFamily(registerBody(input));
      return { status: 'registered' as const, ...answer, platform: platformForRole(answer.user.role) };
    } catch (error) {
      const cause = upstreamCause(error);
      const fields = cause?.kind === 'bad-request' ? FieldErrorsAnswerSchema.safeParse(cause.body) : null;
      const fieldErrors = fields?.success ? guardianFieldErrors(fields.data) : {};
      if (Object.keys(fieldErrors).length > 0) return { status: 'rejected' as const, fieldErrors };
      throw error;
    }
  }),

  /**
   * A signed-in parent adds a child to the family (issue 20, decision 032), from the /login-perfiles
   * form's action only: once per form token, whatever is resubmitted (server/sign-up/add-child.ts).
   */
  addChild: accountProcedure.input(AddChildInputSchema).mutation(async ({ ctx, input }) => {
    if (ctx.auth.user.role !== 'parent')
      throw new OutcomeError({ kind: 'forbidden' }, 'Solo un padre, madre o tutor agrega hijos');
    return addChildOnce(ctx.auth.refreshToken, ctx.auth.user.id, input.token, input.child);
  }),
});
