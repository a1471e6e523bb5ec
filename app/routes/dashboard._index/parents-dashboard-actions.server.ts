// The parents' dashboard forms, told apart by `intent`. Each redirects to the view it came
// from, rebuilt from the dashboard's known parameters, never a URL the browser chose.
import { redirect } from '@remix-run/node';
import { recommendedCardView, recommendedFor } from '@server/parents/recommended';
import { dashboardHref, parseDashboardSelection } from '@server/parents/urls';
import { redirectWithSession } from '@server/session.server';
import { chatNumberFor } from '~/lib/chat-number.server';
import { getCaller, timeZoneFromRequest } from '~/lib/trpc.server';
import { CREDENTIALS_ANCHOR } from '@kernel/texts/child-login';
import { childLoginAction } from './child-login-actions.server';
import { idFrom, throwIfRefused, type ParentSession } from '~/lib/parents-access.server';
import { badRequest, notFound } from '~/lib/route-errors.server';
import { enterStudentZone } from '~/lib/student-zone.server';

const DASHBOARD = '/dashboard';

export async function parentsDashboardAction(request: Request, parent: ParentSession): Promise<Response> {
  const form = await request.formData();
  const back = dashboardHref(parseDashboardSelection(new URL(request.url).searchParams));
  switch (form.get('intent')) {
    case 'dismiss-banner':
      parent.session.set('parentsBannerDismissed', true);
      return redirectWithSession(back, parent.session, { status: 303 });
    case 'recommended-click':
      return openRecommended(request, parent, form, back);
    case 'student-zone':
      return enterStudentZone(request, parent, form.get('child'), back, DASHBOARD);
    case 'reveal-credentials':
      return childLoginAction(request, parent, form, 'reveal', back);
    case 'set-child-password':
      return childLoginAction(request, parent, form, 'set', back);
    case 'hide-credentials':
      parent.session.unset('credentialsRevealed');
      return redirectWithSession(`${back}#${CREDENTIALS_ANCHOR}`, parent.session, { status: 303 });
    default:
      throw badRequest();
  }
}

/** Looked up in the upstream's current list: the thumbnail and chat link are never the form's. */
async function openRecommended(
  request: Request,
  { session, auth }: ParentSession,
  form: FormData,
  back: string,
): Promise<Response> {
  const childId = idFrom(form.get('child'));
  const cardId = idFrom(form.get('card'));
  const kind = form.get('kind');
  if (childId === null || cardId === null || (kind !== 'course' && kind !== 'learning_path'))
    throw notFound();
  const caller = await getCaller(request, session);
  let found;
  try {
    const [children, recommended] = await Promise.all([
      caller.parents.children(),
      caller.parents.recommended({ childId }),
    ]);
    const child = children.find((candidate) => candidate.id === childId);
    if (!child) throw notFound();
    const card = recommendedFor(child, [...recommended.courses, ...recommended.learningPaths]).find(
      (candidate) => candidate.id === cardId && candidate.type === kind,
    );
    found = card && { card, child };
  } catch (error) {
    if (error instanceof Response) throw error;
    await throwIfRefused(error, session, DASHBOARD);
    found = undefined;
  }
  if (!found) return redirect(back, 303);
  const { card, child } = found;
  const view = recommendedCardView(card, {
    chatNumber: chatNumberFor(auth.user.countryCode),
    timeZone: timeZoneFromRequest(request, auth),
    childName: child.first_name,
  });
  session.set('recommendedViewed', {
    childId,
    kind: card.type,
    id: card.id,
    image: card.image,
    name: card.nameCourse,
  });
  return redirectWithSession(view.href, session, { status: 303 });
}
