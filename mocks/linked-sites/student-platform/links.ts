/** One-time, unguessable entry links to the simulated student platform (another origin). */
import { randomBytes } from 'node:crypto';
import { mockStudentPlatformOrigin } from '../../config';
import { db } from '../../db';

export const STUDENT_PLATFORM_PATH = '/__zona-estudiantes';

export function issueStudentZoneLink(childId: number): string {
  const token = randomBytes(18).toString('base64url');
  db.studentZoneToken.create({ token, childId, used: false });
  const url = new URL(`${STUDENT_PLATFORM_PATH}/ingresar`, mockStudentPlatformOrigin());
  url.searchParams.set('token', token);
  return url.toString();
}

export type Redemption = { ok: true; childId: number } | { ok: false; reason: 'used' | 'unknown' };

export function redeemStudentZoneToken(token: string): Redemption {
  const entry = db.studentZoneToken.findFirst({ where: { token: { equals: token } } });
  if (!entry) return { ok: false, reason: 'unknown' };
  if (entry.used) return { ok: false, reason: 'used' };
  db.studentZoneToken.update({ where: { token: { equals: token } }, data: { used: true } });
  return { ok: true, childId: entry.childId };
}
