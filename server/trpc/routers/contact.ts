import { hit } from '../../throttle';
import { sendContactRequest, sendVisitorContactRequest } from '../../upstream/contact';
import { ContactInputSchema } from '../../validation/contact';
import { VisitorContactInputSchema } from '../../validation/visitor-contact';
import { authedProcedure, router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';

export const contactRouter = router({
  send: authedProcedure.input(ContactInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await hit('contact', String(ctx.auth.user.id))))
      throw new OutcomeError({ kind: 'throttled' }, 'Demasiadas solicitudes de contacto');
    await sendContactRequest(ctx.auth.refreshToken, input);
    return { sent: true as const };
  }),
  /** A visitor's question (/contactanos): server-only, throttled per client after validation. */
  sendAsVisitor: serverProcedure.input(VisitorContactInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await hit('contactByClient', ctx.clientIp ?? 'unknown')))
      throw new OutcomeError({ kind: 'throttled' }, 'Demasiadas consultas desde esta conexión');
    await sendVisitorContactRequest(input);
    return { sent: true as const };
  }),
});
