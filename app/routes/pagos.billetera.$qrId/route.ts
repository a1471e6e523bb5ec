/**
 * Whether the wallet has paid a QR (decision 085), read by the payment step's fetcher while it
 * waits. Reading only: the page's action charges it afterwards.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession, readAuth } from '@server/session.server';
import { QrIdSchema } from '@server/validation/wallet';
import { notFound, toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const qrId = QrIdSchema.safeParse(params.qrId);
  if (!qrId.success) throw notFound();
  const session = await getSession(request);
  if (!readAuth(session)) return json({ status: 'expired' as const }, { status: 401, headers: PRIVATE });
  try {
    const caller = await getCaller(request, session);
    return json({ status: await caller.wallet.qrStatus({ qrId: qrId.data }) }, { headers: PRIVATE });
  } catch (error) {
    // Unknown (or another family's) QR: it can never be paid here. Anything else: asked again later.
    const { status } = toRouteErrorResponse(error);
    const state = status === 404 ? ('expired' as const) : ('pending' as const);
    return json({ status: state }, { status, headers: PRIVATE });
  }
}
