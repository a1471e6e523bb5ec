/** Sign-up (docs/decisions/019): server-only, like the sign-in, since it returns tokens. */
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
  /** Throttled after validation, so a family correcting field errors never uses the limit up. */
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

  /** Once per form token, whatever is resubmitted (server/sign-up/add-child.ts). */
  addChild: accountProcedure.input(AddChildInputSchema).mutation(async ({ ctx, input }) => {
    if (ctx.auth.user.role !== 'parent')
      throw new OutcomeError({ kind: 'forbidden' }, 'Solo un padre, madre o tutor agrega hijos');
    return addChildOnce(ctx.auth.refreshToken, ctx.auth.user.id, input.token, input.child, input.consent);
  }),
});
