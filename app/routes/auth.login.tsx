/**
 * Sign-in action behind the login dialog. Errors go back to the page the dialog was opened on.
 * Throttles (docs/decisions/023): a locked account is refused before its password is checked; a
 * client over its own failure limit is only slowed down and told to wait when it guesses wrong.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import {
  isAccountLocked,
  recordLoginFailure,
  recordLoginSuccess,
  slowDownFailure,
} from '@server/auth/login-throttle';
import { clientIpOf } from '@server/http/client-ip';
import { getSession, redirectWithSession, rotateSession, storeAuth } from '@server/session.server';
import { TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from '~/components/auth/login-messages';
import { MAINTENANCE_TEXT } from '~/components/route-error';
import { landingAfterSignIn } from '~/features/organization-access.server';
import { fieldErrorsOf } from '~/lib/form-errors.server';
import { errorCode, orThrowResponse } from '~/lib/route-errors.server';
import { safeRedirect, withLoginParam } from '~/lib/safe-redirect';
import { getCaller } from '~/lib/trpc.server';
import { logger } from '@server/log/logger';

function messageFor(error: unknown): string | null {
  const code = errorCode(error);
  if (code === 'UNAUTHORIZED') return WRONG_CREDENTIALS;
  if (code === 'SERVICE_UNAVAILABLE') return MAINTENANCE_TEXT;
  if (code === 'BAD_REQUEST') return null;
  logger.error({ err: error }, '[login] upstream failure');
  return 'No pudimos iniciar sesión en este momento. Inténtalo de nuevo en unos minutos.';
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const redirectTo = withLoginParam(safeRedirect(form.get('redirectTo')), false);
  const email = String(form.get('email') ?? '').slice(0, 200);
  const client = clientIpOf(request);
  const session = await getSession(request);
  const fail = (message: string | null, fieldErrors?: Record<string, string>) => {
    session.flash('loginError', { id: Date.now(), message, email, fieldErrors });
    return redirectWithSession(withLoginParam(redirectTo, true), session);
  };
  // orThrowResponse: the throttles' store unavailable is the maintenance page (503), not a 500.
  if (await orThrowResponse(isAccountLocked(email, client))) return fail(TOO_MANY_ATTEMPTS);
  const caller = await getCaller(request, session);
  try {
    const answer = await caller.auth.login({ email, password: String(form.get('password') ?? '') });
    // A fresh session id at sign-in: a cookie obtained before it never becomes a signed-in one.
    const signedIn = await rotateSession(session);
    const auth = {
      accessToken: answer.access,
      refreshToken: answer.refresh,
      user: answer.user,
      platform: answer.platform,
      organizationId: answer.user.organization_id,
    };
    storeAuth(signedIn, auth);
    await orThrowResponse(recordLoginSuccess(email, client));
    return redirectWithSession(landingAfterSignIn(auth, redirectTo), signedIn);
  } catch (error) {
    if (errorCode(error) === 'UNAUTHORIZED') {
      const outcome = await orThrowResponse(recordLoginFailure(email, client));
      await slowDownFailure(outcome);
      if (outcome.clientOverLimit) return fail(TOO_MANY_ATTEMPTS);
    }
    return fail(messageFor(error), fieldErrorsOf(error) ?? undefined);
  }
}

export function loader() {
  return redirect('/?login');
}
