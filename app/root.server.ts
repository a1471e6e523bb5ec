/** Data the layout needs on every page: the signed-in user (never tokens), the login dialog and flash toasts. */
import { redirect, json, type AppLoadContext } from '@remix-run/node';
import { clearAuth, commitSession, hasStaleAuth, readAuth } from '@server/session.server';
import { getEnv } from '@server/env';
import { chatNumberFor } from '~/lib/chat-number.server';
import { loaderSession } from '~/lib/loader-session.server';
import { enhanceScriptSrc } from '~/lib/enhance-script.server';
import { withLoginParam } from '~/lib/safe-redirect';
import { merchantFacts } from '@server/site/merchant-facts';

export async function loadLayout(request: Request, context?: AppLoadContext) {
  const session = await loaderSession(request, context);
  // Spec §6: a user with no platform stored (or a half-written session) is logged out.
  if (hasStaleAuth(session)) {
    clearAuth(session);
    throw redirect('/', { headers: { 'Set-Cookie': await commitSession(session) } });
  }
  const auth = readAuth(session);
  // Read only when the dialog could open: a signed-in page never parses its URL here.
  const url = auth ? null : new URL(request.url);
  const loginOpen = url !== null && url.searchParams.has('login');
  const loginError = session.get('loginError') ?? null;
  const loginNotice = session.get('loginNotice') ?? null;
  // The layout is the one place that consumes flash messages, so only one loader commits the session.
  const toast = session.get('toast') ?? null;
  const paymentError = session.get('paymentError') ?? null;
  const formStatus = session.get('formStatus') ?? null;
  const env = getEnv();
  const data = {
    /** For canonical and Open Graph URLs in the routes' meta: PUBLIC_URL, never the Host header. */
    origin: env.publicOrigin,
    user: auth
      ? {
          firstName: auth.user.firstName,
          lastName: auth.user.lastName,
          email: auth.user.email,
          role: auth.user.role,
          platform: auth.platform,
          organizationId: auth.organizationId,
        }
      : null,
    login: {
      open: loginOpen,
      /** Where closing the dialog goes: only the dialog reads it, so only an open one has it. */
      returnTo: url && loginOpen ? withLoginParam(url.pathname + url.search, false) : '',
      error: loginOpen ? loginError : null,
      /** Why the dialog opened by itself (a payment step's session ended), when it did. */
      notice: loginOpen ? loginNotice : null,
    },
    toast,
    formStatus,
    paymentError,
    contact: {
      supportEmail: env.SUPPORT_EMAIL,
      chatNumber: chatNumberFor(auth?.user.countryCode ?? null),
    },
    /** Who is charging, in every payment step's dialog (app/components/payment/payment-dialog.tsx). */
    merchant: merchantFacts(env),
    enhanceScript: enhanceScriptSrc(),
  };
  const headers =
    loginError || loginNotice || toast || formStatus || paymentError
      ? { 'Set-Cookie': await commitSession(session) }
      : undefined;
  return { data, headers };
}

export type LayoutData = Awaited<ReturnType<typeof loadLayout>>['data'];

export async function layoutResponse(request: Request, context?: AppLoadContext) {
  const { data, headers } = await loadLayout(request, context);
  return json(data, { headers });
}
