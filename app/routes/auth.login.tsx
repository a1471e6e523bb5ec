/** Sign-in action behind the login dialog. Errors go back to the page the dialog was opened on. */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { clearFailures, isThrottled, recordFailure } from '@server/auth/login-throttle';
import { getSession, redirectWithSession, storeAuth } from '@server/session.server';
import { MAINTENANCE_TEXT } from '~/components/route-error';
import { fieldErrorsOf } from '~/lib/form-errors.server';
import { errorCode } from '~/lib/route-errors.server';
import { safeRedirect, withLoginParam } from '~/lib/safe-redirect';
import { getCaller } from '~/lib/trpc.server';

export const WRONG_CREDENTIALS =
  'Correo electrónico o contraseña incorrectos. Revisa tus datos e inténtalo de nuevo.';
export const TOO_MANY_ATTEMPTS =
  'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.';

function messageFor(error: unknown): string | null {
  const code = errorCode(error);
  if (code === 'UNAUTHORIZED') return WRONG_CREDENTIALS;
  if (code === 'SERVICE_UNAVAILABLE') return MAINTENANCE_TEXT;
  if (code === 'BAD_REQUEST') return null;
  console.error('[login] upstream failure', error);
  return 'No pudimos iniciar sesión en este momento. Inténtalo de nuevo en unos minutos.';
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const redirectTo = withLoginParam(safeRedirect(form.get('redirectTo')), false);
  const email = String(form.get('email') ?? '').slice(0, 200);
  const session = await getSession(request);
  if (isThrottled(email)) {
    session.flash('loginError', { id: Date.now(), message: TOO_MANY_ATTEMPTS, email });
    return redirectWithSession(withLoginParam(redirectTo, true), session);
  }
  const caller = await getCaller(request, session);
  try {
    const answer = await caller.auth.login({ email, password: String(form.get('password') ?? '') });
    storeAuth(session, {
      accessToken: answer.access,
      refreshToken: answer.refresh,
      user: answer.user,
      platform: answer.platform,
      organizationId: answer.user.organization_id,
    });
    clearFailures(email);
    return redirectWithSession(redirectTo, session);
  } catch (error) {
    if (errorCode(error) === 'UNAUTHORIZED') recordFailure(email);
    session.flash('loginError', {
      id: Date.now(),
      message: messageFor(error),
      email,
      fieldErrors: fieldErrorsOf(error) ?? undefined,
    });
    return redirectWithSession(withLoginParam(redirectTo, true), session);
  }
}

export function loader() {
  return redirect('/?login');
}
