import { json } from '@remix-run/node';
import { orThrowResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { getParentSession } from '~/lib/parents-access.server';

export async function loadParentsFaq(request: Request) {
  const parent = await getParentSession(request);
  if (!parent) return json(null);
  const caller = await getCaller(request, parent.session);
  const faqs = await orThrowResponse(caller.faq.list({ page: 'padres' }));
  return json({ faqs });
}
