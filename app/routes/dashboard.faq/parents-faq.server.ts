import { json, type AppLoadContext } from '@remix-run/node';
import { orThrowResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { getParentSession } from '~/lib/parents-access.server';

export async function loadParentsFaq(request: Request, context?: AppLoadContext) {
  const parent = await getParentSession(request, context);
  if (!parent) return json(null);
  const caller = await getCaller(request, parent.session);
  const faqs = await orThrowResponse(caller.faq.list({ page: 'padres' }));
  return json({ faqs });
}
