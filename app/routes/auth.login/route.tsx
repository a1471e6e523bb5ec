// Sign-in behind the login dialog; errors go back to the page it was opened on. A locked account
// is refused before its password is checked (docs/decisions/023).
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { authFromLogin } from '@server/auth/auth';
import { getSession, redirectWithSession, rotateSession, storeAuth } from '@server/session.server';
import { LoginInputSchema } from '@server/validation/login';
import { expectedOutcome } from '@server/trpc/outcomes';
import { TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from '@kernel/texts/login';
import { MAINTENANCE_TEXT } from '@kernel/texts/errors';
import { landingAfterSignIn } from '~/lib/sign-in-landing.server';
import { parseSubmission, procedureFieldErrors } from '~/lib/forms/submission.server';
import { errorCode, throwIfStoreOutage } from '~/lib/route-errors.server';
import { safeRedirect, withLoginParam } from '~/lib/safe-redirect';
import { getCaller } from '~/lib/trpc.server';
import { logger } from '@server/log/logger';

function messageFor(error: unknown): string | null {
  const outcome = expectedOutcome(error)?.kind;
  if (outcome === 'unauthorized') return WRONG_CREDENTIALS;
  if (outcome === 'invalid-input') return null;
  if (errorCode(error) === 'SERVICE_UNAVAILABLE') return MAINTENANCE_TEXT;
  logger.error({ err: error }, '[login] upstream failure');
  return 'No pudimos iniciar sesión en este momento. Inténtalo de nuevo en unos minutos.';
}

/** The dialog's fields, each cut to the longest the schema takes; the password is never given back. */
const LOGIN_LIMITS = { maxLength: 200 };

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const redirectTo = withLoginParam(safeRedirect(form.get('redirectTo')), false);
  const submission = parseSubmission(form, LoginInputSchema, LOGIN_LIMITS);
  const session = await getSession(request);
  const fail = (message: string | null, fieldErrors?: Record<string, string[]>) => {
    const result = submission.reply({ hideFields: ['password'], ...(fieldErrors ? { fieldErrors } : {}) });
    session.flash('loginError', { id: Date.now(), message, result });
    return redirectWithSession(withLoginParam(redirectTo, true), session);
  };
  if (submission.status !== 'success') return fail(null);
  const caller = await getCaller(request, session);
  try {
    const answer = await caller.auth.login(submission.value);
    // A fresh session id at sign-in: a cookie obtained before it never becomes a signed-in one.
    const signedIn = await rotateSession(session);
    const auth = authFromLogin(answer);
    storeAuth(signedIn, auth);
    return redirectWithSession(landingAfterSignIn(auth, redirectTo), signedIn);
  } catch (error) {
    // The throttles' store unavailable is the maintenance page (503), not a message or a 500.
    throwIfStoreOutage(error);
    if (expectedOutcome(error)?.kind === 'throttled') return fail(TOO_MANY_ATTEMPTS);
    return fail(messageFor(error), procedureFieldErrors(error) ?? undefined);
  }
}

export function loader() {
  return redirect('/?login');
}
