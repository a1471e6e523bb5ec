// The parents' side of /dashboard. Only the selected child's enrolments are asked for, so the
// page costs a bounded number of calls whatever the family's size. Spec §6/§8: a failed
// enrolment listing redirects to '/'.
import { json, redirect } from '@remix-run/node';
import { buildParentsDashboard, shownEnrolmentIds } from '@server/parents/dashboard-view';
import { techRequirementsView } from '@server/parents/tech-requirements';
import { parseDashboardSelection } from '@server/parents/urls';
import type { RecommendedViewed } from '@server/session.server';
import type { ChildOverview, RecommendedForChild } from '@server/trpc/routers/parents';
import { chatNumberFor } from '~/lib/chat-number.server';
import { getCaller, timeZoneFromRequest, type Caller } from '~/lib/trpc.server';
import { priceBookOr } from '~/lib/price-book.server';
import { throwIfRefused, type ParentSession } from '~/lib/parents-access.server';
import { errorCode, notFound } from '~/lib/route-errors.server';
import { calendarViews } from '~/lib/parents-calendar.server';
import { revealedLogin, withoutLogin } from './parents-credentials.server';
import { logger } from '@server/log/logger';
import { olderClassesPage, dashboardClassHistories } from './class-history.server';
import { pendingMakeUps } from '@server/make-ups/make-up-states';
import { waitlistStates } from '@server/waitlist/entry-states';

const DASHBOARD = '/dashboard';

/** A requested child id worth asking the upstream about (a malformed `hijo` is already a 404). */
function requestedChild(childId: number | undefined): number | undefined {
  return childId !== undefined && Number.isInteger(childId) && childId > 0 ? childId : undefined;
}

async function selectedChildData(caller: Caller, childId: number) {
  const [enrolments, recommended, classSessions] = await Promise.allSettled([
    caller.enrollments.byChild({ childId }),
    caller.parents.recommended({ childId }),
    // Afresh while a make-up waits for the academy's answer (issue 77): 'Actualizar' must show it.
    caller.classSessions.latest({ childId, live: true }),
  ]);
  return { enrolments, recommended, classSessions };
}

export async function loadParentsDashboard(request: Request, { session, auth }: ParentSession) {
  const selection = parseDashboardSelection(new URL(request.url).searchParams);
  const caller = await getCaller(request, session);
  const requested = requestedChild(selection.childId);
  // Without `hijo`, the first child as the sign-in named the children: asked for with the list,
  // not after it (one round, decision 082); checked against the list below.
  const early = requested ?? (selection.childId === undefined ? auth.user.children?.[0] : undefined);
  // selectedChildData and the pay buttons' prices never reject: each call is settled on its own.
  const [childrenResult, earlyData, quotes, olderClasses, waitlists] = await Promise.all([
    caller.parents.children().then(
      (value) => ({ status: 'fulfilled' as const, value }),
      (reason: unknown) => ({ status: 'rejected' as const, reason }),
    ),
    early === undefined ? null : selectedChildData(caller, early),
    priceBookOr(caller, 'parents'),
    // 'Ver clases anteriores' names its enrolment: asked with the rest (settled, never rejects).
    olderClassesPage(caller, request),
    // Waitlists (decision 092), an optional section: none when the call fails.
    // Afresh while a place can move without the family doing anything (issue 77).
    caller.waitlist.mine({ live: true }).catch((error: unknown) => {
      logger.warn(`[parents] waitlists failed: ${errorCode(error) ?? 'unknown'}`);
      return [];
    }),
  ]);

  if (childrenResult.status === 'rejected') {
    await throwIfRefused(childrenResult.reason, session, DASHBOARD);
    return listingFailed(childrenResult.reason);
  }
  const children = childrenResult.value;
  const selectedId = requested ?? (selection.childId === undefined ? children[0]?.id : undefined);
  // Another family's child: a 404 before anything else is asked (the view says so below too).
  const known = selectedId !== undefined && children.some((child) => child.id === selectedId);
  const data = known
    ? (early === selectedId && earlyData) || (await selectedChildData(caller, selectedId))
    : null;

  let enrolments: Omit<ChildOverview, 'child'> | undefined;
  let recommended: RecommendedForChild | null = null;
  if (data) {
    if (data.enrolments.status === 'rejected') {
      await throwIfRefused(data.enrolments.reason, session, DASHBOARD);
      return listingFailed(data.enrolments.reason);
    }
    enrolments = data.enrolments.value;
    if (data.recommended.status === 'fulfilled') recommended = data.recommended.value;
    else {
      await throwIfRefused(data.recommended.reason, session, DASHBOARD);
      // The router already turns an unavailable list into []: this is unexpected, and not worth the page.
      logger.warn(`[parents] recommendations failed: ${errorCode(data.recommended.reason) ?? 'unknown'}`);
    }
  }

  const now = new Date();
  const chatNumber = chatNumberFor(auth.user.countryCode);
  const timeZone = timeZoneFromRequest(request, auth);
  const bannerDismissed = session.get('parentsBannerDismissed') === true;
  const selected = enrolments && {
    child: children.find((child) => child.id === selectedId) as ChildOverview['child'],
    ...enrolments,
  };
  const view = buildParentsDashboard({
    // Only the selected child's enrolments are fetched: every other child is a link (?hijo=…).
    children: children.map((child) =>
      child.id === selected?.child.id ? selected : { child, learningPaths: [], courses: [] },
    ),
    selection,
    timeZone,
    chatNumber,
    quotes,
    bannerDismissed,
    now,
    recommended: recommended ? [...recommended.courses, ...recommended.learningPaths] : [],
  });
  if (view.notFound) throw notFound();

  const classHistory = await dashboardClassHistories(request, {
    latest: data?.classSessions,
    older: olderClasses,
    timeZone,
    now,
    refused: (reason) => throwIfRefused(reason, session, DASHBOARD),
  });

  // Issue 77: what the page's live parts watch, by the functions their procedures answer with
  // (waitlist.states, classSessions.makeUpStates), over the answers the page is rendered from.
  const latestClasses = data?.classSessions.status === 'fulfilled' ? data.classSessions.value : null;
  const here = new URL(request.url);
  const viewed: RecommendedViewed | undefined = session.get('recommendedViewed');
  return json({
    view: withoutLogin(view),
    calendars: selected ? calendarViews(selected, now, shownEnrolmentIds(view)) : {},
    classHistory,
    requirements: techRequirementsView(selected?.child.operating_system),
    kind: 'parents' as const,
    firstName: auth.user.firstName,
    login: revealedLogin(view, session),
    recentlyViewed: viewed && viewed.childId === selected?.child.id ? viewed : null,
    waitlist: waitlists.filter((entry) => entry.childId === selected?.child.id),
    live: selected
      ? {
          waitlist: waitlistStates(waitlists, { childId: selected.child.id }),
          makeUps: pendingMakeUps(latestClasses, timeZone),
          here: `${here.pathname}${here.search}`,
        }
      : null,
  });
}

/** Spec §8: listing the enrolments failed — logged, and the parent goes to '/'. */
function listingFailed(error: unknown): never {
  logger.error(`[parents] listing the children's enrolments failed: ${errorCode(error) ?? 'unknown'}`);
  throw redirect('/');
}
