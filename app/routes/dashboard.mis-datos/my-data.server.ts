import { json } from '@remix-run/node';
import { getParentSession, throwIfRefused } from '~/lib/parents-access.server';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

export const MY_DATA_PATH = '/dashboard/mis-datos';

export async function loadMyData(request: Request) {
  const parent = await getParentSession(request);
  if (!parent) return json(null);
  const caller = await getCaller(request, parent.session);
  try {
    const { view } = await caller.parents.myData();
    return json({ view });
  } catch (error) {
    await throwIfRefused(error, parent.session, MY_DATA_PATH);
    throw toRouteErrorResponse(error);
  }
}
