/**
 * /calendario/{token}.ics — a child's private calendar subscription (issue 17, docs/decisions/038).
 * No session: calendar apps refresh it on their own, and the secret token in the path is the only
 * credential (the request log masks it: server/http/capability-paths.ts). GET only. An unknown,
 * revoked or malformed token is a 404 like any missing page; the answer is never stored by a
 * cache (`private, no-store`), so a revoked address stops working at the next refresh.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { asDownload } from '~/lib/download-errors.server';
import { getCaller } from '~/lib/trpc.server';

const BACK = '/';

export function loader({ request, params }: LoaderFunctionArgs) {
  return asDownload(BACK, async () => {
    const caller = await getCaller(request);
    const feed = await caller.reminders.feed({ token: params.token ?? '' });
    return new Response(feed.body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        // Shown inline by a browser, read by calendar apps; a download keeps a sensible name.
        'Content-Disposition': 'inline; filename="kodea-clases.ics"',
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
        'Referrer-Policy': 'no-referrer',
      },
    });
  });
}
