/**
 * The simulated student platform's one-time entry links. The API hands one to a parent
 * (GET /api/students/{platform}_redirect/{child}); routes.ts answers it once with the child's page.
 *
 * redirect_login must be absolute (the app navigates to it), and in mock mode the platform is this
 * same server, always named http://localhost:$PORT (also STUDENT_PLATFORM_URL's mock value): seen
 * from a page at 127.0.0.1 it is another origin, like a real platform. A random token, not one
 * derived from the child id: the link opens a child's account and must not be guessable.
 */
import { randomBytes } from 'node:crypto';
import { mockStudentPlatformOrigin } from '../../config';
import { db } from '../../db';

export const STUDENT_PLATFORM_PATH = '/__zona-estudiantes';

/** A new one-time link that signs `childId` in on the student platform. */
export function issueStudentZoneLink(childId: number): string {
  const token = randomBytes(18).toString('base64url');
  db.studentZoneToken.create({ token, childId, used: false });
  const url = new URL(`${STUDENT_PLATFORM_PATH}/ingresar`, mockStudentPlatformOrigin());
  url.searchParams.set('token', token);
  return url.toString();
}

export type Redemption = { ok: true; childId: number } | { ok: false; reason: 'used' | 'unknown' };

/** The child a link signs in, the first time only. */
export function redeemStudentZoneToken(token: string): Redemption {
  const entry = db.studentZoneToken.findFirst({ where: { token: { equals: token } } });
  if (!entry) return { ok: false, reason: 'unknown' };
  if (entry.used) return { ok: false, reason: 'used' };
  db.studentZoneToken.update({ where: { token: { equals: token } }, data: { used: true } });
  return { ok: true, childId: entry.childId };
}
