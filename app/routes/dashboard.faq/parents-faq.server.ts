/** /dashboard/faq for parents: the 'padres' FAQ entries (spec §2 "Preguntas Frecuentes"), signed-in parents only. */
import { json } from '@remix-run/node';
import { chatNumberFor } from '~/lib/chat-number.server';
import { orThrowResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { parentPageAccess } from '~/lib/parents-access.server';

export async function loadParentsFaq(request: Request) {
  const access = await parentPageAccess(request, '/dashboard/faq');
  if (!access.signedIn) return json({ signedIn: false as const });
  const caller = await getCaller(request, access.session);
  const faqs = await orThrowResponse(caller.faq.list({ page: 'padres' }));
  return json({
    signedIn: true as const,
    chatNumber: chatNumberFor(access.auth.user.countryCode),
    faqs,
  });
}
