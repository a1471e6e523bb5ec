/** The referral link is created by a POST and the page redirects back: a refresh never posts again. */
import { json, type AppLoadContext } from '@remix-run/node';
import { isKindSlug, KIND_OF_SLUG } from '@server/referral/kinds';
import { redirectWithSession } from '@server/session.server';
import { askAsParent, parentPageData } from '~/lib/parent-route.server';
import { idFrom, requireParent } from '~/lib/parents-access.server';
import { notFound } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

function itemOf(params: { kind?: string; id?: string }) {
  const id = idFrom(params.id);
  if (!params.kind || !isKindSlug(params.kind) || id === null) throw notFound();
  return { kind: KIND_OF_SLUG[params.kind], id, path: `/dashboard/invitar/${params.kind}/${id}` };
}

export async function loadInvitePage(
  request: Request,
  params: { kind?: string; id?: string },
  context?: AppLoadContext,
) {
  const item = itemOf(params);
  return parentPageData(
    request,
    item.path,
    async (caller) => json({ invite: await caller.referral.invite({ kind: item.kind, id: item.id }) }),
    context,
  );
}

export async function inviteAction(request: Request, params: { kind?: string; id?: string }) {
  const item = itemOf(params);
  const { session } = await requireParent(request, item.path);
  const caller = await getCaller(request, session);
  await askAsParent(session, item.path, () => caller.referral.createLink({ kind: item.kind, id: item.id }));
  return redirectWithSession(`${item.path}#enlace`, session, { status: 303 });
}
