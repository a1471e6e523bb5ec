/**
 * The complaint sheets' addresses (docs/decisions/099): each sheet opens at its copy link, whose
 * token the API issued and is the link's only credential, so any browser holding it opens it; the
 * older `/libro-de-reclamaciones/{id}` leads there for the browser that filed it, and is a 404 for
 * anyone else.
 */
import { filedAtText } from '@server/complaints/record';
import { getSession } from '@server/session.server';
import { orThrowResponse, notFound } from './route-errors.server';
import { getCaller, timeZoneFromRequest } from './trpc.server';

export const COMPLAINTS_PATH = '/libro-de-reclamaciones';

/** The copy's page; its PDF is `${copyPath(token)}/descargar`. */
export const copyPath = (token: string) => `${COMPLAINTS_PATH}/hoja/${token}`;

/** On the copy's page and PDF: never indexed, never sent on as a Referer. */
export const CAPABILITY_HEADERS = { 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };

/** The sheet a copy token opens, or a thrown response: the one 404 for a token that opens nothing. */
export async function complaintCopy(request: Request, token: string | undefined) {
  const caller = await getCaller(request);
  const { record } = await orThrowResponse(caller.complaints.copy({ token: token ?? '' }));
  return { record, filedAt: filedAtText(record.filedAt, timeZoneFromRequest(request)) };
}

/** The copy link of a sheet this browser filed, or the one 404. */
export async function ownCopyPath(request: Request, id: string | undefined): Promise<string> {
  const filed = ((await getSession(request)).get('complaints') ?? []).find((entry) => entry.id === id);
  if (!filed?.copyToken) throw notFound();
  return copyPath(filed.copyToken);
}
