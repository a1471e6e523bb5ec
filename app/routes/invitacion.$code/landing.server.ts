// `/invitacion/{code}`: a usable code is kept in the invitation cookie, this GET's only effect.
// The page is private (never in the page cache): it sets a cookie and depends on who is signed in.
import { json, type AppLoadContext } from '@remix-run/node';
import { INVITATION_NOT_SHOWN } from '@kernel/texts/referral';
import { readAuth } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { keepReferralCode } from '~/lib/referral-cookie.server';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { loaderSession } from '~/lib/loader-session.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export async function loadInvitation(
  request: Request,
  rawCode: string | undefined,
  context?: AppLoadContext,
) {
  const session = await loaderSession(request, context);
  const signedIn = readAuth(session) !== null;
  const caller = await getCaller(request, session);
  try {
    const invitation = await caller.referral.lookup({ code: rawCode ?? '' });
    const headers = new Headers(PRIVATE);
    if (invitation.usable) headers.append('Set-Cookie', await keepReferralCode(invitation.code));
    return json({ signedIn, invitation, unknown: null }, { headers });
  } catch (error) {
    const kind = expectedOutcome(error)?.kind;
    // An unknown code, or one that cannot be a code: a real 404 that still says what happened.
    if (kind === 'not-found' || kind === 'invalid-input')
      return json(
        { signedIn, invitation: null, unknown: INVITATION_NOT_SHOWN.unknown },
        { status: 404, headers: PRIVATE },
      );
    // This connection tried too many codes that do not exist (decision 098).
    if (kind === 'throttled')
      return json(
        { signedIn, invitation: null, unknown: INVITATION_NOT_SHOWN.throttled },
        { status: 429, headers: PRIVATE },
      );
    throw toRouteErrorResponse(error);
  }
}
