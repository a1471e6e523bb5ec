import { hit } from '../../throttle';
import { sendContactRequest } from '../../upstream/contact';
import { ContactInputSchema } from '../../validation/contact';
import { authedProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';

export const contactRouter = router({
  send: authedProcedure.input(ContactInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await hit('contact', String(ctx.auth.user.id))))
      throw new OutcomeError({ kind: 'throttled' }, 'Demasiadas solicitudes de contacto');
    await sendContactRequest(ctx.auth.refreshToken, input);
    return { sent: true as const };
  }),
});
