// Only a member of the organization may open it; anyone else signed in gets the plain 404,
// never a hint that the organization exists.
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { Auth } from '@server/auth/auth';
import { readAuth, type KodeaSession } from '@server/session.server';
import { loaderSession } from './loader-session.server';
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

/** `download`: a resource route has no dialog to open, so it sends the visitor to one. */
export async function organizationAccess(
  request: Request,
  rawId: string | undefined,
  { download = false, context }: { download?: boolean; context?: AppLoadContext } = {},
): Promise<OrganizationMember | { signedIn: false }> {
  const session = await loaderSession(request, context);
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
