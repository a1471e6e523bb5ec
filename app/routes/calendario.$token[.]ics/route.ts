// A child's private calendar feed: the token in the path is the only credential (masked in the
// request log). Never stored by a cache, so a revoked address stops at the next refresh.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { asDownload } from '~/lib/download-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { wholeAnswer } from '~/lib/whole-answer.server';

const BACK = '/';

export function loader({ request, params }: LoaderFunctionArgs) {
  return asDownload(BACK, async () => {
    const caller = await getCaller(request);
    const feed = await caller.reminders.feed({ token: params.token ?? '' });
    return wholeAnswer(feed.body, {
      'Content-Type': 'text/calendar; charset=utf-8',
      // Shown inline by a browser, read by calendar apps; a download keeps a sensible name.
      'Content-Disposition': 'inline; filename="kodea-clases.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    });
  });
}
