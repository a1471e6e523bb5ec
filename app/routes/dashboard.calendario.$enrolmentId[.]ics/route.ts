import type { LoaderFunctionArgs } from '@remix-run/node';
import { parentDownload } from '~/lib/parent-route.server';
import { idFrom } from '~/lib/parents-access.server';
import { notFound } from '~/lib/route-errors.server';
import { findEnrolment, icsResponse } from '~/lib/parents-calendar.server';

export function loader({ request, params }: LoaderFunctionArgs) {
  return parentDownload(request, '/dashboard', async (caller) => {
    const enrolmentId = idFrom(params.enrolmentId);
    if (enrolmentId === null) throw notFound();
    const enrolment = findEnrolment(await caller.parents.overview(), enrolmentId);
    const response = enrolment && icsResponse(enrolment, new Date());
    if (!response) throw notFound();
    return response;
  });
}
