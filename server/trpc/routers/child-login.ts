/**
 * A child's login in the parents' zone (issue 55 point 6): shown or replaced only after the parent
 * types their own password again, counted by the sign-in's limits so it cannot be guessed here.
 */
import { isAccountLocked, recordLoginFailure, recordLoginSuccess } from '../../auth/login-throttle';
import { cachedChildren } from '../../parents/children';
import { confirmParentPassword, setChildPassword } from '../../upstream/child-login';
import { ChildPasswordInputSchema, RevealLoginInputSchema } from '../../validation/child-login';
import { accountProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';
import { upstreamCause } from '../upstream-errors';
import type { Auth } from '../../auth/auth';

/** Expected refusals are answers, so the form can say them beside its fields. */
export type ChildLoginAnswer =
  | { ok: true; childName: string }
  | { ok: false; refusal: 'wrong-parent-password' | 'new-password-refused' | 'throttled' };

const notYours = () => new OutcomeError({ kind: 'not-found' }, 'No encontramos a ese hijo');

/** The field the API named in its 400, when it named one we ask for. */
function refusedField(error: unknown): 'password' | 'parent_password' | null {
  const cause = upstreamCause(error);
  if (cause?.kind !== 'bad-request' || typeof cause.body !== 'object' || cause.body === null) return null;
  if ('parent_password' in cause.body) return 'parent_password';
  if ('password' in cause.body) return 'password';
  return null;
}

/** Runs `call` unless the account is locked; a wrong parent password counts as a failed sign-in. */
async function withParentPassword(
  auth: Auth,
  client: string,
  call: () => Promise<string>,
  parentField: 'password' | 'parent_password',
): Promise<ChildLoginAnswer> {
  const email = auth.user.email;
  if (await isAccountLocked(email, client)) return { ok: false, refusal: 'throttled' };
  let childName: string;
  try {
    childName = await call();
  } catch (error) {
    const field = refusedField(error);
    if (field === null) throw error;
    if (field !== parentField) return { ok: false, refusal: 'new-password-refused' };
    const outcome = await recordLoginFailure(email, client);
    return { ok: false, refusal: outcome.clientOverLimit ? 'throttled' : 'wrong-parent-password' };
  }
  await recordLoginSuccess(email, client);
  return { ok: true, childName };
}

export const childLoginRouter = router({
  /** Another family's child is NOT_FOUND before the password is even checked. */
  reveal: accountProcedure.input(RevealLoginInputSchema).mutation(async ({ ctx, input }) => {
    const { auth } = ctx;
    const children = await cachedChildren(auth.user.id, auth.refreshToken);
    const child = children.find((candidate) => candidate.id === input.childId);
    if (!child) throw notYours();
    return withParentPassword(
      auth,
      ctx.clientIp ?? 'unknown',
      async () => {
        await confirmParentPassword(auth.refreshToken, input.parentPassword);
        return child.first_name;
      },
      'password',
    );
  }),

  setPassword: accountProcedure.input(ChildPasswordInputSchema).mutation(async ({ ctx, input }) => {
    const { auth } = ctx;
    return withParentPassword(
      auth,
      ctx.clientIp ?? 'unknown',
      async () => {
        const child = await setChildPassword(auth.refreshToken, input.childId, {
          password: input.password,
          parent_password: input.parentPassword,
        });
        return child.first_name;
      },
      'parent_password',
    );
  }),
});
