import type { Auth } from '@server/auth/auth';
import { json, redirect } from '@remix-run/node';
import { ContactInputSchema } from '@server/validation/contact';
import {
  getSession,
  readAuth,
  redirectToLogin,
  redirectWithSession,
  type KodeaSession,
} from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { CONTACT_FAILURE, CONTACT_SUCCESS } from '@kernel/texts/contact';
import { CONTACT_SENT_ID, type ContactFormState } from '~/components/contact/contact-messages';
import { parseSubmission } from '~/lib/forms/submission.server';
import { getCaller, timeZoneFromRequest } from '~/lib/trpc.server';
import { dashboardClassHistories, olderClassesPage, ownLatestClasses } from './class-history.server';
import { logger } from '@server/log/logger';
import { reasonOf } from '~/lib/log-reason';
import { notFound } from '~/lib/route-errors.server';

export async function loadDashboard(
  request: Request,
  { session, auth }: { session: KodeaSession; auth: Auth },
) {
  const caller = await getCaller(request, session);
  // The class history is an optional section, asked in the same round (decision 082): settled.
  const history = Promise.all([ownLatestClasses(caller), olderClassesPage(caller, request)]);
  let dashboard;
  try {
    // Banners never fail the page: the procedure answers [] for them on any upstream failure.
    dashboard = await caller.student.dashboard();
  } catch (error) {
    if (expectedOutcome(error)?.kind === 'unauthorized')
      throw await redirectToLogin(session, '/dashboard', { signOut: true });
    // Spec §8: if listing enrollments fails, the user is redirected to '/'.
    logger.error({ reason: reasonOf(error) }, '[dashboard] loading courses or certificates failed');
    throw redirect('/');
  }
  const [latestClasses, olderClasses] = await history;
  const classHistory = await dashboardClassHistories(request, {
    latest: latestClasses,
    older: olderClasses,
    timeZone: timeZoneFromRequest(request, auth),
    now: new Date(),
    refused: async (reason) => {
      const kind = expectedOutcome(reason)?.kind;
      if (kind === 'unauthorized') throw await redirectToLogin(session, '/dashboard', { signOut: true });
      // 'Ver clases anteriores' of an enrolment that is not the student's.
      if (kind === 'not-found') throw notFound();
    },
  });
  const { courses, certificates, banners } = dashboard;
  return json({
    courses,
    certificates,
    banners,
    classHistory,
    kind: 'student' as const,
    firstName: auth.user.firstName,
  });
}

/** The contact form's fields, cut well above the message's limit, which the schema must report. */
const CONTACT_LIMITS = { maxLength: 4000 };

export async function contactAction(request: Request, known?: KodeaSession) {
  const session = known ?? (await getSession(request));
  if (!readAuth(session)) throw redirect('/dashboard?login');
  const submission = parseSubmission(await request.formData(), ContactInputSchema, CONTACT_LIMITS);
  if (submission.status !== 'success') {
    const state: ContactFormState = { result: submission.reply(), formError: null };
    return json(state, { status: 400 });
  }
  const caller = await getCaller(request, session);
  try {
    await caller.contact.send(submission.value);
  } catch (error) {
    if (expectedOutcome(error)?.kind === 'unauthorized')
      throw await redirectToLogin(session, '/dashboard', { signOut: true });
    // Spec §8: any failure (a throttled client too) shows the catalogue's generic text.
    const state: ContactFormState = { result: submission.reply(), formError: CONTACT_FAILURE };
    return json(state, { status: expectedOutcome(error)?.kind === 'throttled' ? 429 : 502 });
  }
  // Beside the form, not a toast (issue 53): the fragment brings it into view without JavaScript.
  session.flash('formStatus', { form: 'contact', message: CONTACT_SUCCESS });
  return redirectWithSession(`/dashboard#${CONTACT_SENT_ID}`, session);
}
