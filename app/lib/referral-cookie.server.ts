// The invitation lives in a short-lived signed cookie, never in anonymous server state: the code
// is all it holds, and the upstream decides again when it is applied.
import { createCookie } from '@remix-run/node';
import { getEnv } from '@server/env';
import { ReferralCodeInputSchema } from '@server/validation/referral';

/** A week: long enough to sign up and buy, short enough that a forgotten invitation goes away. */
const MAX_AGE_S = 7 * 24 * 60 * 60;

let cookie: ReturnType<typeof createCookie> | undefined;

function referralCookie() {
  const env = getEnv();
  cookie ??= createCookie('__kodea_invitacion', {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.cookieSecure,
    path: '/',
    secrets: env.sessionSecrets,
    maxAge: MAX_AGE_S,
  });
  return cookie;
}

export async function readReferralCode(request: Request): Promise<string | null> {
  const value: unknown = await referralCookie().parse(request.headers.get('cookie'));
  const parsed = ReferralCodeInputSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const keepReferralCode = (code: string) => referralCookie().serialize(code);

/** Once applied (or refused for good) the invitation is dropped. */
export const dropReferralCode = () => referralCookie().serialize('', { maxAge: 0 });
