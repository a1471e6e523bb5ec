/** The complaints a browser filed, kept in its session: only that browser may open them. */
import type { ComplaintRecord } from '@server/complaints/record';
import type { AppLoadContext } from '@remix-run/node';
import type { KodeaSession } from '@server/session.server';
import { loaderSession } from './loader-session.server';

export const COMPLAINTS_PATH = '/libro-de-reclamaciones';

export async function ownRecord(
  request: Request,
  id: string | undefined,
  context?: AppLoadContext,
): Promise<ComplaintRecord> {
  const session: KodeaSession = await loaderSession(request, context);
  const record = (session.get('complaints') ?? []).find((entry) => entry.id === id);
  if (!record) throw new Response('No encontrado', { status: 404 });
  return record;
}
