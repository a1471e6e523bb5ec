import type { Auth } from '@server/auth/auth';
import type { AppLoadContext } from '@remix-run/node';
import { readAuth, type KodeaSession } from '@server/session.server';
import { loaderSession } from './loader-session.server';
import { isParent } from './parents-access.server';
import { ownArea } from './sign-in-landing.server';

export type DashboardVisitor =
  | { zone: 'signed-out' }
  | { zone: 'parents'; session: KodeaSession; auth: Auth }
  | { zone: 'student'; session: KodeaSession; auth: Auth }
  | { zone: 'organization'; landing: string };

export async function getDashboardVisitor(
  request: Request,
  context?: AppLoadContext,
): Promise<DashboardVisitor> {
  const session = await loaderSession(request, context);
  const auth = readAuth(session);
  if (!auth) return { zone: 'signed-out' };
  if (isParent(auth)) return { zone: 'parents', session, auth };
  const landing = ownArea(auth);
  if (landing !== '/dashboard') return { zone: 'organization', landing };
  return { zone: 'student', session, auth };
}
