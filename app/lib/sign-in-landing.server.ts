// Where a user lands after signing in or signing up (issue 53): back on the page that asked, else
// on their own area. Parents and students share /dashboard, which shows each their own (spec §2).
import type { Auth } from '@server/auth/auth';
import { organizationPath } from './organization-access.server';
import { returnPath } from './return-path';

type Landing = Pick<Auth, 'platform' | 'organizationId'>;

export function ownArea(auth: Landing): string {
  if (auth.platform === 'organizacion' && auth.organizationId !== null)
    return organizationPath(auth.organizationId);
  return '/dashboard';
}

/** An organization user always lands on their dashboard (decision 020); others go back if they can. */
export function landingAfterSignIn(auth: Landing, redirectTo: unknown): string {
  if (auth.platform === 'organizacion' && auth.organizationId !== null) return ownArea(auth);
  return returnPath(redirectTo) ?? ownArea(auth);
}
