/** Sign-up (docs/decisions/019): server-only, like the sign-in, since it returns tokens. */
import { hit, isOverLimit } from '../../throttle';
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
   * Throttled after validation, so a family correcting field errors never uses a limit up. The
   * client's limit counts every attempt; the site's counts only accounts created (decision 098),
   * so refusals (a taken e-mail) from rotating addresses cannot keep new families out.
   */
  register: serverProcedure.input(RegisterInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await hit('signUpsByClient', ctx.clientIp ?? 'unknown')))
      throw new OutcomeError(
        { kind: 'throttled', scope: 'client' },
        'Demasiados registros desde esta conexión',
      );
    if (await isOverLimit('signUpsOverall', 'site'))
      throw new OutcomeError({ kind: 'throttled', scope: 'site' }, 'Demasiados registros en todo el sitio');
    let answer;
    try {
      answer = await registerFamily(registerBody(input));
    } catch (error) {
      const cause = upstreamCause(error);
      const fields = cause?.kind === 'bad-request' ? FieldErrorsAnswerSchema.safeParse(cause.body) : null;
      const fieldErrors = fields?.success ? guardianFieldErrors(fields.data) : {};
      if (Object.keys(fieldErrors).length > 0) return { status: 'rejected' as const, fieldErrors };
      throw error;
    }
    await hit('signUpsOverall', 'site');
    return { status: 'registered' as const, ...answer, platform: platformForRole(answer.user.role) };
  }),

  /** Once per form token, whatever is resubmitted (server/sign-up/add-child.ts). */
  addChild: accountProcedure.input(AddChildInputSchema).mutation(async ({ ctx, input }) => {
    if (ctx.auth.user.role !== 'parent')
      throw new OutcomeError({ kind: 'forbidden' }, 'Solo un padre, madre o tutor agrega hijos');
    return addChildOnce(ctx.auth.refreshToken, ctx.auth.user.id, input.token, input.child, input.consent);
  }),
});
