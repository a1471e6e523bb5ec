import { sendContactRequest, sendVisitorContactRequest } from '../../upstream/contact';
import { ContactInputSchema } from '../../validation/contact';
import { VisitorContactInputSchema } from '../../validation/visitor-contact';
import { authedProcedure, requireUnderLimit, router, serverProcedure } from '../init';

export const contactRouter = router({
  send: authedProcedure.input(ContactInputSchema).mutation(async ({ ctx, input }) => {
    await requireUnderLimit('contact', String(ctx.auth.user.id), 'Demasiadas solicitudes de contacto');
    await sendContactRequest(ctx.auth.refreshToken, input);
    return { sent: true as const };
  }),
  /** A visitor's question (/contactanos): server-only, throttled per client after validation. */
  sendAsVisitor: serverProcedure.input(VisitorContactInputSchema).mutation(async ({ ctx, input }) => {
    await requireUnderLimit(
      'contactByClient',
      ctx.clientIp ?? 'unknown',
      'Demasiadas consultas desde esta conexión',
    );
    await sendVisitorContactRequest(input);
    return { sent: true as const };
  }),
});
