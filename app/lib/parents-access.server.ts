// Who may use the parents' zone (spec §6): a child, enrolment or value that is not this
// parent's is a plain 404, never a hint that it exists.
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { Auth } from '@server/auth/auth';
import { getSession, readAuth, redirectToLogin, type KodeaSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { loaderSession } from './loader-session.server';
import { notFound } from './route-errors.server';
import { withLoginParam } from './safe-redirect';

export interface ParentSession {
  session: KodeaSession;
  auth: Auth;
}

export type ParentAccess = ({ signedIn: true } & ParentSession) | { signedIn: false };

export function isParent(auth: Auth): boolean {
  return auth.user.role === 'parent';
}

/** For loaders outside /dashboard: the parent, or { signedIn: false } with the login dialog open. */
export async function parentPageAccess(
  request: Request,
  path: string,
  context?: AppLoadContext,
): Promise<ParentAccess> {
  const session = await loaderSession(request, context);
  const auth = readAuth(session);
  if (!auth) {
    if (!new URL(request.url).searchParams.has('login')) throw redirect(`${path}?login`);
    return { signedIn: false };
  }
  if (!isParent(auth)) throw redirect('/dashboard');
  return { signedIn: true, session, auth };
}

// For pages under /dashboard: loaders run side by side, so each page still asks, never calling
// the upstream for a visitor nor loading a parent's data for another role.
export async function getParentSession(
  request: Request,
  context?: AppLoadContext,
): Promise<ParentSession | null> {
  const session = await loaderSession(request, context);
  const auth = readAuth(session);
  return auth && isParent(auth) ? { session, auth } : null;
}

/** `path` may keep its query (a payment step): the login dialog comes back to it. */
export async function requireParent(request: Request, path: string): Promise<ParentSession> {
  const session = await getSession(request);
  const auth = readAuth(session);
  if (!auth) throw redirect(withLoginParam(path, true), 303);
  if (!isParent(auth)) throw redirect('/dashboard', 303);
  return { session, auth };
}

/** A refused session signs the user out (decision 004); an unknown child or id is a 404. */
export async function throwIfRefused(error: unknown, session: KodeaSession, path: string): Promise<void> {
  const kind = expectedOutcome(error)?.kind;
  if (kind === 'unauthorized') throw await redirectToLogin(session, path, { signOut: true });
  if (kind === 'not-found' || kind === 'invalid-input') throw notFound();
}

const WHOLE_NUMBER = /^\d{1,9}$/;

export function idFrom(value: FormDataEntryValue | string | null | undefined): number | null {
  if (typeof value !== 'string' || !WHOLE_NUMBER.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
