/**
 * Server side of /dashboard for students (and organizations, and anyone signed out): the
 * student's courses and certificates, and the contact form action. Parents get the parents' zone
 * (parents-dashboard.server.ts); the route chooses by role.
 */
import { json, redirect } from '@remix-run/node';
import {
  getSession,
  readAuth,
  redirectToLogin,
  redirectWithSession,
  type KodeaSession,
} from '@server/session.server';
import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  type ContactFormState,
} from '~/components/contact/contact-messages';
import { fieldErrorsOf } from '~/lib/form-errors.server';
import { errorCode } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { landingAfterSignIn } from './organization-access.server';
import { logger } from '@server/log/logger';

/** `known`: the session when the route has already read it (to choose by role). */
export async function loadDashboard(request: Request, known?: KodeaSession) {
  const session = known ?? (await getSession(request));
  const auth = readAuth(session);
  if (!auth) {
    if (!new URL(request.url).searchParams.has('login')) throw redirect('/dashboard?login');
    return json({ kind: 'student' as const, signedIn: false as const });
  }
  // An organization user's dashboard is their organization's ('Ir al dashboard', spec §2).
  const landing = landingAfterSignIn(auth, '/dashboard');
  if (landing !== '/dashboard') throw redirect(landing);
  const caller = await getCaller(request, session);
  try {
    // Banners never fail the page: their procedure answers [] on any upstream failure.
    const [courses, certificates, banners] = await Promise.all([
      caller.student.courses(),
      caller.student.certificates(),
      caller.student.banners(),
    ]);
    return json({
      kind: 'student' as const,
      signedIn: true as const,
      firstName: auth.user.firstName,
      courses,
      certificates,
      banners,
    });
  } catch (error) {
    if (errorCode(error) === 'UNAUTHORIZED')
      throw await redirectToLogin(session, '/dashboard', { signOut: true });
    // Spec §8: if listing enrollments fails, the user is redirected to '/'.
    logger.error(
      { reason: error instanceof Error ? error.message : String(error) },
      '[dashboard] loading courses or certificates failed',
    );
    throw redirect('/');
  }
}

export async function contactAction(request: Request, known?: KodeaSession) {
  const session = known ?? (await getSession(request));
  if (!readAuth(session)) throw redirect('/dashboard?login');
  const form = await request.formData();
  const values = {
    tipo_de_consulta: String(form.get('tipo_de_consulta') ?? ''),
    message: String(form.get('message') ?? ''),
  };
  const caller = await getCaller(request, session);
  try {
    await caller.contact.send(values);
  } catch (error) {
    if (errorCode(error) === 'UNAUTHORIZED')
      throw await redirectToLogin(session, '/dashboard', { signOut: true });
    const fieldErrors = fieldErrorsOf(error);
    const state: ContactFormState = {
      values,
      fieldErrors: fieldErrors ?? {},
      formError: fieldErrors ? null : CONTACT_FAILURE,
    };
    // Spec §8: any failure (a throttled client too) shows the catalogue's generic text.
    const status = fieldErrors ? 400 : errorCode(error) === 'TOO_MANY_REQUESTS' ? 429 : 502;
    return json(state, { status });
  }
  session.flash('toast', { kind: 'success', message: CONTACT_SUCCESS });
  return redirectWithSession('/dashboard', session);
}
