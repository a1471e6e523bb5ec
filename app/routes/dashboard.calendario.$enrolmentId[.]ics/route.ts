import type { LoaderFunctionArgs } from '@remix-run/node';
import { asDownload } from '~/lib/download-errors.server';
import { requireParent, idFrom, throwIfRefused } from '~/lib/parents-access.server';
import { notFound } from '~/lib/route-errors.server';
import { findEnrolment, icsResponse } from '~/lib/parents-calendar.server';
import { getCaller } from '~/lib/trpc.server';

const BACK = '/dashboard';

export function loader({ request, params }: LoaderFunctionArgs) {
  return asDownload(BACK, async () => {
    const parent = await requireParent(request, BACK);
    const enrolmentId = idFrom(params.enrolmentId);
    if (enrolmentId === null) throw notFound();
    const caller = await getCaller(request, parent.session);
    let overview;
    try {
      overview = await caller.parents.overview();
    } catch (error) {
      await throwIfRefused(error, parent.session, BACK);
      throw error;
    }
    const enrolment = findEnrolment(overview, enrolmentId);
    const response = enrolment && icsResponse(enrolment, new Date());
    if (!response) throw notFound();
    return response;
  });
}
