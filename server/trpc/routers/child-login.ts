/**
 * A child's login in the parents' zone (issue 55 point 6): shown or replaced only after the parent
 * types their own password again. Wrong passwords here have a limit of their own per account
 * (decision 098), so the form cannot be used to guess the password, and a parent mistyping it can
 * never lock their own sign-in.
 */
import { hit, refund, resetLimit } from '../../throttle';
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

const FAILURES = 'childLoginFailuresByAccount';

/**
 * Runs `call` while the account has tries left here. Each try takes one before the API is asked,
 * so tries sent at once cannot pass the limit; only a wrong parent password keeps it, and the
 * right one starts the count again.
 */
async function withParentPassword(
  auth: Auth,
  call: () => Promise<string>,
  parentField: 'password' | 'parent_password',
): Promise<ChildLoginAnswer> {
  const account = String(auth.user.id);
  if (!(await hit(FAILURES, account))) return { ok: false, refusal: 'throttled' };
  let childName: string;
  try {
    childName = await call();
  } catch (error) {
    const field = refusedField(error);
    if (field === parentField) return { ok: false, refusal: 'wrong-parent-password' };
    await refund(FAILURES, account);
    if (field === null) throw error;
    return { ok: false, refusal: 'new-password-refused' };
  }
  await resetLimit(FAILURES, account);
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
