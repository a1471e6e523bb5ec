/** One router call whatever the roster's size, and a window of page links. */
import { json, type AppLoadContext } from '@remix-run/node';
import { parseFilters, filtersQuery, STATUS_KEYS, type RosterFilters } from '@server/organization/filters';
import { ABANDONED_LABEL, STATUS_LABEL } from '@kernel/texts/parents';
import { redirectToLogin } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { chatLink } from '@kernel/chat';
import { chatNumberFor } from '~/lib/chat-number.server';
import { getCaller } from '~/lib/trpc.server';
import { notFound, toRouteErrorResponse } from '~/lib/route-errors.server';
import { organizationAccess, organizationPath } from '~/lib/organization-access.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

function pageHref(base: string, filters: RosterFilters, page: number): string {
  return base + filtersQuery({ ...filters, page });
}

export async function loadOrganizationDashboard(
  request: Request,
  rawId: string | undefined,
  context?: AppLoadContext,
) {
  const access = await organizationAccess(request, rawId, { context });
  if (!('auth' in access)) return json({ signedIn: false as const }, { headers: PRIVATE });
  const { session, auth, organizationId } = access;
  const filters = parseFilters(new URL(request.url).searchParams);
  const caller = await getCaller(request, session);
  let dashboard;
  try {
    dashboard = await caller.organization.dashboard({
      id: organizationId,
      filters: { course: filters.course, status: filters.status, search: filters.search },
      page: filters.page,
    });
  } catch (error) {
    const kind = expectedOutcome(error)?.kind;
    if (kind === 'not-found') throw notFound();
    if (kind === 'unauthorized')
      throw await redirectToLogin(session, organizationPath(organizationId), { signOut: true });
    throw toRouteErrorResponse(error);
  }
  const base = organizationPath(organizationId);
  const shown = { ...filters, page: dashboard.page.page };
  const exportQuery = filtersQuery({ ...filters, page: 1 });
  return json(
    {
      ...dashboard,
      signedIn: true as const,
      filters: shown,
      statusOptions: STATUS_KEYS.map((key) => ({
        key,
        label: key === 'abandoned' ? ABANDONED_LABEL : STATUS_LABEL[key],
      })),
      filtered: filters.course !== null || filters.status !== null || filters.search !== '',
      links: {
        base,
        previous: shown.page > 1 ? pageHref(base, filters, shown.page - 1) : null,
        next: shown.page < dashboard.page.pageCount ? pageHref(base, filters, shown.page + 1) : null,
        // First, last, current ± 2; null is a gap the list draws as an ellipsis.
        pages: dashboard.window.map((number) =>
          number === null ? null : { number, href: pageHref(base, filters, number) },
        ),
        csv: `${base}/alumnos.csv${exportQuery}`,
        chat: chatLink(
          chatNumberFor(auth.user.countryCode),
          `Hola, soy ${auth.user.firstName} de ${dashboard.organization.name}. Necesito ayuda con el panel de la organización.`,
        ),
      },
    },
    { headers: PRIVATE },
  );
}
