// One cookie, `kodea_prueba`. Caches key public pages by the whole Cookie header, so the two
// states never share a cached copy.
import { getEnv } from '@server/env';

export const TRIAL_COOKIE = 'kodea_prueba';
const VALUES = { dismissed: 'oculto', booked: 'reservado' } as const;
/** A year: "remembered" without asking again every visit. */
const MAX_AGE_SEC = 365 * 24 * 60 * 60;

export type TrialBannerState = 'new' | keyof typeof VALUES;

export function trialBannerState(request: Request): TrialBannerState {
  const cookie = request.headers.get('Cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${TRIAL_COOKIE}=([^;]*)`).exec(cookie);
  if (match?.[1] === VALUES.booked) return 'booked';
  if (match?.[1] === VALUES.dismissed) return 'dismissed';
  return 'new';
}

/** The Set-Cookie header value remembering `state`. httpOnly: no script needs it. */
export function trialCookie(state: keyof typeof VALUES): string {
  const secure = getEnv().cookieSecure ? '; Secure' : '';
  return `${TRIAL_COOKIE}=${VALUES[state]}; Path=/; Max-Age=${MAX_AGE_SEC}; SameSite=Lax; HttpOnly${secure}`;
}
