/**
 * Who is signed in, as the session keeps it and every procedure reads it (docs/architecture.md
 * rule 5): both tokens, the user and the zone they land in. The session stores it; the tRPC
 * context carries it; neither owns the definition.
 */
import type { UserData } from '../upstream/schemas/auth';

/** Where a user lands after signing in (spec §6 "Platform context"). */
export type Platform = 'zona-padres' | 'zona-estudiantes' | 'organizacion';

export interface Auth {
  accessToken: string;
  refreshToken: string;
  user: UserData;
  platform: Platform;
  organizationId: number | null;
}
