/**
 * 'Zona de Estudiantes' (spec §6, §7): the parent enters a child's student zone. Shared by the
 * dashboard card and /login-perfiles. The upstream gives a one-time login link and the browser is
 * sent there as a full page load (redirectDocument: with JavaScript on, Remix would otherwise try
 * to route the link itself). Spec §8: a failure is only logged — one line, no child, no link, no
 * token — and the parent is sent back to the page they were on, unchanged. The platform is another
 * origin: the CSP's form-action names STUDENT_PLATFORM_URL so the redirect also works without
 * JavaScript (docs/decisions/033).
 */
import { redirect, redirectDocument } from '@remix-run/node';
import { encodeLocation } from '@kernel/site-path';
import { getCaller } from '~/lib/trpc.server';
import { idFrom, throwIfRefused, type ParentSession } from './parents-access.server';
import { errorCode, notFound } from '~/lib/route-errors.server';
import { getEnv } from '@server/env';
import { logger } from '@server/log/logger';

/** Only a web address may be followed: the browser runs a javascript: URL it is sent to with JavaScript on. */
function webAddress(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * `childField` is the form's child id; `backTo` the same-site page to return to on failure, and
 * `loginPath` the page whose login dialog opens when the upstream refuses the session.
 */
export async function enterStudentZone(
  request: Request,
  { session }: ParentSession,
  childField: FormDataEntryValue | null,
  backTo: string,
  loginPath: string,
): Promise<Response> {
  const childId = idFrom(childField);
  if (childId === null) throw notFound();
  const caller = await getCaller(request, session);
  let link: string;
  try {
    ({ redirectLogin: link } = await caller.studentZone.redirect({ childId }));
  } catch (error) {
    await throwIfRefused(error, session, loginPath);
    logger.warn(`[parents] entering the student zone failed: ${errorCode(error) ?? 'unknown'}`);
    return redirect(backTo, 303);
  }
  if (!webAddress(link)) {
    logger.warn('[parents] entering the student zone failed: the link is not a web address');
    return redirect(backTo, 303);
  }
  warnIfOutsideFormAction(link);
  return redirectDocument(encodeLocation(link), 303);
}

/**
 * Without JavaScript the browser follows this redirect only to an origin the CSP's form-action
 * names (docs/decisions/033): a link elsewhere works with JavaScript on and fails without, so say
 * so where an operator looks, once per origin.
 */
const warnedOrigins = new Set<string>();
function warnIfOutsideFormAction(link: string): void {
  const { studentPlatformOrigin, publicOrigin } = getEnv();
  const origin = new URL(link).origin;
  if (origin === studentPlatformOrigin || origin === publicOrigin || warnedOrigins.has(origin)) return;
  warnedOrigins.add(origin);
  logger.warn(
    { origin },
    '[parents] the student-zone link is not on STUDENT_PLATFORM_URL: browsers without JavaScript will not follow it',
  );
}
