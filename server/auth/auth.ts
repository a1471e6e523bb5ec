/** Who is signed in, as the session keeps it and every procedure reads it. */
import type { LoginAnswer, UserData, UserRole } from '../upstream/schemas/auth';

/** Where a user lands after signing in (spec §6 "Platform context"). */
export type Platform = 'zona-padres' | 'zona-estudiantes' | 'organizacion';

export interface Auth {
  accessToken: string;
  refreshToken: string;
  user: UserData;
  platform: Platform;
  organizationId: number | null;
}

export function platformForRole(role: UserRole): Platform {
  if (role === 'parent') return 'zona-padres';
  if (role === 'organization') return 'organizacion';
  return 'zona-estudiantes';
}

/** For every way a session is opened: sign-in, sign-up, the e2e tests' mock sign-in. */
export function authFromLogin(answer: Pick<LoginAnswer, 'access' | 'refresh' | 'user'>): Auth {
  return {
    accessToken: answer.access,
    refreshToken: answer.refresh,
    user: answer.user,
    platform: platformForRole(answer.user.role),
    organizationId: answer.user.organization_id,
  };
}
