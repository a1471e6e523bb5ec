/** The family's data as JSON (issue 55 point 6, the right of access): the session's family only. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { asDownload } from '~/lib/download-errors.server';
import { requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { getCaller } from '~/lib/trpc.server';

const BACK = '/dashboard/mis-datos';

export function loader({ request }: LoaderFunctionArgs) {
  return asDownload(BACK, async () => {
    const parent = await requireParent(request, BACK);
    const caller = await getCaller(request, parent.session);
    let family;
    try {
      ({ family } = await caller.parents.myData());
    } catch (error) {
      await throwIfRefused(error, parent.session, BACK);
      throw error;
    }
    return new Response(`${JSON.stringify(family, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="kodea-mis-datos.json"',
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
