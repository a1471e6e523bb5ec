/** The family's data as JSON (issue 55 point 6, the right of access): the session's family only. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { parentDownload } from '~/lib/parent-route.server';
import { wholeAnswer } from '~/lib/whole-answer.server';

export function loader({ request }: LoaderFunctionArgs) {
  return parentDownload(request, '/dashboard/mis-datos', async (caller) => {
    const { family } = await caller.parents.myData();
    return wholeAnswer(`${JSON.stringify(family, null, 2)}\n`, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="kodea-mis-datos.json"',
      'Cache-Control': 'private, no-store',
    });
  });
}
