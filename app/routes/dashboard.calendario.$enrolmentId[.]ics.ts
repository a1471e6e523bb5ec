/**
 * The .ics file behind 'Agregar al calendario' → Apple / iCal (spec §9), GET only (no action: a
 * POST answers 405). For the signed-in parent's own children only: any other enrolment id — of
 * another family, unknown, or malformed — is a 404, as is a course with no class left.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireParent, idFrom, notFound, throwIfRefused } from '~/features/parents-access.server';
import { findEnrolment, icsResponse } from '~/features/parents-calendar.server';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parent = await requireParent(request, '/dashboard');
  const enrolmentId = idFrom(params.enrolmentId);
  if (enrolmentId === null) throw notFound();
  const caller = await getCaller(request, parent.session);
  let overview;
  try {
    overview = await caller.parents.overview();
  } catch (error) {
    await throwIfRefused(error, parent.session, '/dashboard');
    throw toRouteErrorResponse(error);
  }
  const enrolment = findEnrolment(overview, enrolmentId);
  const response = enrolment && icsResponse(enrolment, new Date());
  if (!response) throw notFound();
  return response;
}
