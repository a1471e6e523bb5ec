/**
 * Who may use the parents' zone (spec §6 "Parent role"), and the answers its routes share: a
 * visitor who is not signed in gets the login dialog over the page (`?login`, as /dashboard does),
 * a signed-in user of another role goes to their own dashboard, and a child, enrolment or form
 * value that is not this parent's is a plain 404 — never a hint that it exists.
 */
import { redirect } from '@remix-run/node';
import type { Auth } from '@server/auth/auth';
import { getSession, readAuth, redirectToLogin, type KodeaSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { notFound } from './route-errors.server';

export interface ParentSession {
  session: KodeaSession;
  auth: Auth;
}

export type ParentAccess = ({ signedIn: true } & ParentSession) | { signedIn: false };

export function isParent(auth: Auth): boolean {
  return auth.user.role === 'parent';
}

/**
 * For a page's loader outside /dashboard (the profiles pages): the signed-in parent, or
 * { signedIn: false } while the login dialog is open over `path`. Throws the redirect that opens
 * it, or sends other roles to /dashboard. Pages under /dashboard use getParentSession: their
 * layout route answers everyone else.
 */
export async function parentPageAccess(request: Request, path: string): Promise<ParentAccess> {
  const session = await getSession(request);
  const auth = readAuth(session);
  if (!auth) {
    if (!new URL(request.url).searchParams.has('login')) throw redirect(`${path}?login`);
    return { signedIn: false };
  }
  if (!isParent(auth)) throw redirect('/dashboard');
  return { signedIn: true, session, auth };
}

/**
 * For the loader of a page under /dashboard: the signed-in parent, or null for anyone else, whom
 * the dashboard layout route answers (the login dialog, or their own dashboard) while the page
 * loads nothing. Loaders run side by side, so each page still asks: never the upstream for a
 * visitor, nor a parent's data for another role.
 */
export async function getParentSession(request: Request): Promise<ParentSession | null> {
  const session = await getSession(request);
  const auth = readAuth(session);
  return auth && isParent(auth) ? { session, auth } : null;
}

/** For actions and downloads: the signed-in parent, or a thrown redirect (login, or /dashboard). */
export async function requireParent(request: Request, path: string): Promise<ParentSession> {
  const session = await getSession(request);
  const auth = readAuth(session);
  if (!auth) throw redirect(`${path}?login`, 303);
  if (!isParent(auth)) throw redirect('/dashboard', 303);
  return { session, auth };
}

/**
 * The failures every parents' call treats alike: an upstream that refuses the session signs the
 * user out and opens the login dialog (decision 004); a child the upstream does not know for
 * this parent, or an id it cannot read, is a 404. Anything else is left to the caller.
 */
export async function throwIfRefused(error: unknown, session: KodeaSession, path: string): Promise<void> {
  const kind = expectedOutcome(error)?.kind;
  if (kind === 'unauthorized') throw await redirectToLogin(session, path, { signOut: true });
  if (kind === 'not-found' || kind === 'invalid-input') throw notFound();
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/** A form field or route param that must be a positive id; null otherwise. */
export function idFrom(value: FormDataEntryValue | string | null | undefined): number | null {
  if (typeof value !== 'string' || !WHOLE_NUMBER.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
