/** The parent's profile and one per child; a failed overview goes back to '/'. */
import { redirect, json, type AppLoadContext } from '@remix-run/node';
import { errorCode } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { parentPageAccess, requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { enterStudentZone } from '~/lib/student-zone.server';
import { logger } from '@server/log/logger';

const PROFILES = '/login-perfiles';

export async function loadProfiles(request: Request, context?: AppLoadContext) {
  const access = await parentPageAccess(request, PROFILES, context);
  if (!access.signedIn) return json({ signedIn: false as const });
  const caller = await getCaller(request, access.session);
  try {
    const children = await caller.parents.children();
    return json({
      signedIn: true as const,
      parent: { firstName: access.auth.user.firstName, lastName: access.auth.user.lastName },
      children: children.map((child) => ({
        id: child.id,
        firstName: child.first_name,
        avatar: child.icon_id,
      })),
    });
  } catch (error) {
    await throwIfRefused(error, access.session, PROFILES);
    logger.error(`[parents] listing the children for the profiles failed: ${errorCode(error) ?? 'unknown'}`);
    throw redirect('/');
  }
}

export async function profilesAction(request: Request): Promise<Response> {
  const parent = await requireParent(request, PROFILES);
  const form = await request.formData();
  if (form.get('intent') !== 'student-zone') throw json({ reason: 'bad-request' }, { status: 400 });
  return enterStudentZone(request, parent, form.get('child'), PROFILES, PROFILES);
}
