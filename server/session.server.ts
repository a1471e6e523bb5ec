/**
 * The signed, httpOnly cookie session: the spec's "stored in the browser" data (§3) lives here,
 * never in localStorage or in HTML. The server keeps no state, so any copy can answer any request.
 */
import { createCookieSessionStorage, redirect, type Session } from '@remix-run/node';
import { getEnv } from './env';
import type { PaymentState, PurchaseContext, SubscriptionState } from './payments/types';
import type { Auth, Platform } from './trpc/context';
import type { UserData } from './upstream/schemas/auth';

export interface SessionData {
  accessToken: string;
  refreshToken: string;
  userData: UserData;
  platform: Platform;
  organization_id: number | null;
  /** The purchase chosen with 'Ir a Pagar' (spec §3 "Purchase context fields"). */
  purchase: PurchaseContext;
  /** The payment attempt of that purchase, and its outcome once authorized. */
  payment: PaymentState;
  /** The subscription being paid with the global provider's card form. */
  subscription: SubscriptionState;
}

export interface FlashData {
  toast: { kind: 'success' | 'error'; message: string };
  paymentError: string;
  loginError: {
    id: number;
    message: string | null;
    email: string;
    fieldErrors?: { email?: string; password?: string };
  };
}

export type KodeaSession = Session<SessionData, FlashData>;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: '__kodea_session',
      httpOnly: true,
      sameSite: 'lax',
      secure: env.cookieSecure,
      path: '/',
      secrets: env.sessionSecrets,
      maxAge: 60 * 60 * 24 * 14,
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export function getSession(request: Request): Promise<KodeaSession> {
  return sessionStorage().getSession(request.headers.get('cookie'));
}

export function commitSession(session: KodeaSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

/** Signed-in means both tokens are stored (spec §6); a user with no platform counts as signed out. */
export function readAuth(session: KodeaSession): Auth | null {
  const accessToken = session.get('accessToken');
  const refreshToken = session.get('refreshToken');
  const user = session.get('userData');
  const platform = session.get('platform');
  if (!accessToken || !refreshToken || !user || !platform) return null;
  return {
    accessToken,
    refreshToken,
    user,
    platform,
    organizationId: session.get('organization_id') ?? null,
  };
}

/** True when the cookie holds user data but is incomplete (e.g. no platform): it must be cleared. */
export function hasStaleAuth(session: KodeaSession): boolean {
  const anyKey = (['accessToken', 'refreshToken', 'userData', 'platform'] as const).some((key) =>
    session.has(key),
  );
  return anyKey && readAuth(session) === null;
}

export function storeAuth(session: KodeaSession, auth: Auth): void {
  // A payment attempt belongs to the user who started it.
  session.unset('payment');
  session.unset('subscription');
  session.set('accessToken', auth.accessToken);
  session.set('refreshToken', auth.refreshToken);
  session.set('userData', auth.user);
  session.set('platform', auth.platform);
  session.set('organization_id', auth.organizationId);
}

/** Logout (spec §6): removes user data, tokens and platform. */
export function clearAuth(session: KodeaSession): void {
  for (const key of [
    'accessToken',
    'refreshToken',
    'userData',
    'platform',
    'organization_id',
    'payment',
    'subscription',
  ] as const)
    session.unset(key);
}

/** Opens the login dialog over `path`; with `signOut`, first drops a session the upstream refused. */
export async function redirectToLogin(
  session: KodeaSession,
  path: string,
  { signOut }: { signOut: boolean },
) {
  if (signOut) clearAuth(session);
  return redirectWithSession(`${path}?login`, session);
}

export async function redirectWithSession(to: string, session: KodeaSession, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await commitSession(session));
  return redirect(to, { ...init, headers });
}
