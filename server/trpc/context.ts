/** What every procedure knows about the request: the signed-in user (from the session) and the time zone. */
import type { UserData } from '../upstream/schemas/auth';

export type Platform = 'zona-padres' | 'zona-estudiantes' | 'organizacion';

export interface Auth {
  accessToken: string;
  refreshToken: string;
  user: UserData;
  platform: Platform;
  organizationId: number | null;
}

export interface Context {
  auth: Auth | null;
  /** IANA zone used to show dates and hours (spec §9: times in the user's time zone). */
  timeZone: string;
}

export const DEFAULT_TIME_ZONE = 'America/Lima';
