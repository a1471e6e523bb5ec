// The roster as a CSV with the page's filters (no paging), streamed from the upstream page by
// page as the download takes it.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { parseFilters } from '@server/organization/filters';
import { redirectToLogin } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { asDownload } from '~/lib/download-errors.server';
import { organizationAccess, organizationPath } from '~/lib/organization-access.server';
import { notFound } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

export function loader({ request, params }: LoaderFunctionArgs) {
  return asDownload('/dashboard', async () => {
    const access = await organizationAccess(request, params.organizationId, { download: true });
    if (!('auth' in access)) throw notFound();
    const url = new URL(request.url);
    const filters = parseFilters(url.searchParams);
    const caller = await getCaller(request, access.session);
    try {
      const { fileName, body } = await caller.organization.csv({
        id: access.organizationId,
        filters: { course: filters.course, status: filters.status, search: filters.search },
        origin: url.origin,
      });
      return new Response(body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'private, no-store',
        },
      });
    } catch (error) {
      const outcome = expectedOutcome(error)?.kind;
      if (outcome === 'not-found') throw notFound();
      // The upstream refused the session: signed out, the login dialog over the dashboard.
      if (outcome === 'unauthorized')
        throw await redirectToLogin(access.session, organizationPath(access.organizationId), {
          signOut: true,
        });
      throw error;
    }
  });
}
