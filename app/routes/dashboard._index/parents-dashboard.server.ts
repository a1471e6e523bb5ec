/**
 * The parents' side of /dashboard (spec §2 "Parents' dashboard"): one overview call for every
 * child, the selected child's recommendations, and the page's view model (server/parents builds
 * it; this file fetches, maps failures and adds what lives in the session).
 *
 * - The recommendations go out in parallel with the overview when the URL names the child;
 *   otherwise the child is the first one, known only once the overview is back.
 * - Spec §6/§8: "if listing enrollments fails, the user is redirected to '/'" — the overview is
 *   the parents' enrolment listing, so the same rule applies (decision recorded in the report).
 * - A child of another family is a 404, whichever call notices first.
 */
import { json, redirect } from '@remix-run/node';
import { buildParentsDashboard } from '@server/parents/dashboard-view';
import { techRequirementsView } from '@server/parents/tech-requirements';
import { parseDashboardSelection } from '@server/parents/urls';
import type { RecommendedViewed } from '@server/session.server';
import type { RecommendedForChild } from '@server/trpc/routers/parents';
import { chatNumberFor } from '~/lib/chat-number.server';
import { errorCode } from '~/lib/route-errors.server';
import { getCaller, timeZoneFromRequest } from '~/lib/trpc.server';
import { notFound, throwIfRefused, type ParentSession } from '~/lib/parents-access.server';
import { calendarViews } from '~/lib/parents-calendar.server';
import { revealedLogin, withoutLogin } from './parents-credentials.server';
import { logger } from '@server/log/logger';

const DASHBOARD = '/dashboard';

type Caller = Awaited<ReturnType<typeof getCaller>>;

async function recommendedFor(caller: Caller, childId: number | undefined) {
  return childId === undefined ? null : caller.parents.recommended({ childId });
}

/** A requested child id worth asking the upstream about (a malformed `hijo` is already a 404). */
function requestedChild(childId: number | undefined): number | undefined {
  return childId !== undefined && Number.isInteger(childId) && childId > 0 ? childId : undefined;
}

export async function loadParentsDashboard(request: Request, { session, auth }: ParentSession) {
  const selection = parseDashboardSelection(new URL(request.url).searchParams);
  const caller = await getCaller(request, session);
  const requested = requestedChild(selection.childId);
  const [overviewResult, earlyRecommended] = await Promise.allSettled([
    caller.parents.overview(),
    recommendedFor(caller, requested),
  ]);

  if (overviewResult.status === 'rejected') {
    const error = overviewResult.reason;
    await throwIfRefused(error, session, DASHBOARD);
    logger.error(`[parents] listing the children's enrolments failed: ${errorCode(error) ?? 'unknown'}`);
    throw redirect('/');
  }
  const overview = overviewResult.value;

  let recommended: RecommendedForChild | null;
  try {
    if (earlyRecommended.status === 'rejected') throw earlyRecommended.reason;
    recommended =
      earlyRecommended.value ??
      (selection.childId === undefined ? await recommendedFor(caller, overview.children[0]?.child.id) : null);
  } catch (error) {
    await throwIfRefused(error, session, DASHBOARD);
    // The router already turns an unavailable list into []: this is unexpected, and not worth the page.
    logger.warn(`[parents] recommendations failed: ${errorCode(error) ?? 'unknown'}`);
    recommended = null;
  }

  const now = new Date();
  const chatNumber = chatNumberFor(auth.user.countryCode);
  const view = buildParentsDashboard({
    children: overview.children,
    selection,
    timeZone: timeZoneFromRequest(request, auth),
    countryCode: auth.user.countryCode,
    chatNumber,
    bannerDismissed: session.get('parentsBannerDismissed') === true,
    now,
    recommended: recommended ? [...recommended.courses, ...recommended.learningPaths] : [],
  });
  if (view.notFound) throw notFound();

  const selectedId = view.selectedChild?.id;
  const selected = overview.children.find((entry) => entry.child.id === selectedId);
  const viewed: RecommendedViewed | undefined = session.get('recommendedViewed');
  return json({
    kind: 'parents' as const,
    firstName: auth.user.firstName,
    chatNumber,
    view: withoutLogin(view),
    login: revealedLogin(view, session),
    calendars: selected ? calendarViews(selected, now) : {},
    recentlyViewed: viewed && viewed.childId === selectedId ? viewed : null,
    requirements: techRequirementsView(selected?.child.operating_system),
  });
}
