// `/certificados/{code}` (decision 087): public, the same for every visitor, so the page cache and
// a CDN keep a valid one; unknown, revoked and malformed codes share one 404 that says so.
import { json, type AppLoadContext } from '@remix-run/node';
import { expectedOutcome } from '@server/trpc/outcomes';
import { publicOrigin } from '~/lib/request-origin.server';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import { loaderCaller } from '~/lib/loader-session.server';

export async function loadVerification(request: Request, code: string | undefined, context?: AppLoadContext) {
  const caller = await loaderCaller(request, context);
  const origin = publicOrigin();
  try {
    const certificate = await caller.certificates.verify({ code: code ?? '' });
    return json({ certificate, origin });
  } catch (error) {
    // Not an error page: a person who scanned a forged certificate learns what happened.
    if (expectedOutcome(error)?.kind === 'not-found')
      return json({ certificate: null, origin }, { status: 404 });
    throw toRouteErrorResponse(error);
  }
}
