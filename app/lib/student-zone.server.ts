// The child's one-time login link, as a full page load (Remix would route it itself otherwise).
// A failure is only logged, without child, link or token (spec §8), and the parent stays put.
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

// Without JavaScript the browser follows this redirect only to an origin the CSP's form-action
// names, so warn an operator once per origin.
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
