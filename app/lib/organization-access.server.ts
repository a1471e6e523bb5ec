/**
 * Who may open /dashboardb2b/organization/{id}: only a signed-in member of that organization.
 * A visitor gets the login dialog over the page (as /dashboard does); anyone else signed in — a
 * parent, a student, a member of another organization — gets the plain 404 a missing page gets,
 * never a hint that the organization exists. The router checks membership again, and the upstream
 * a third time (decision 020).
 */
import { redirect } from '@remix-run/node';
import type { Auth } from '@server/auth/auth';
import { getSession, readAuth, type KodeaSession } from '@server/session.server';
import { idFrom } from './parents-access.server';
import { notFound } from './route-errors.server';

export interface OrganizationMember {
  session: KodeaSession;
  auth: Auth;
  organizationId: number;
}

export function organizationPath(id: number | string): string {
  return `/dashboardb2b/organization/${id}`;
}

export function isOrganizationMember(auth: Auth, id: number): boolean {
  return auth.platform === 'organizacion' && auth.organizationId === id;
}

/**
 * The member, or { signedIn: false } while the login dialog is open over the page (`login`
 * param). `download`: a resource route, which has no dialog to open — it sends the visitor to it.
 */
export async function organizationAccess(
  request: Request,
  rawId: string | undefined,
  { download = false } = {},
): Promise<OrganizationMember | { signedIn: false }> {
  const session = await getSession(request);
  const auth = readAuth(session);
  if (!auth) {
    const path = organizationPath(encodeURIComponent(rawId ?? ''));
    if (download || !new URL(request.url).searchParams.has('login')) throw redirect(`${path}?login`);
    return { signedIn: false };
  }
  const id = idFrom(rawId);
  if (id === null || !isOrganizationMember(auth, id)) throw notFound();
  return { session, auth, organizationId: id };
}

/**
 * Where a user goes after signing in: an organization user always lands on their organization's
 * dashboard (spec §2; they have no other home), everyone else back where the dialog was opened.
 */
export function landingAfterSignIn(
  auth: Pick<Auth, 'platform' | 'organizationId'>,
  redirectTo: string,
): string {
  if (auth.platform === 'organizacion' && auth.organizationId !== null)
    return organizationPath(auth.organizationId);
  return redirectTo;
}
