/**
 * The free trial class (issue 17, decision 036): the offer behind the banner and the form, and
 * the booking, once per form and throttled per client.
 */
import { logger } from '../../log/logger';
import { bookTrialClassOnce } from '../../trial-class/book-once';
import { getTrialOffer } from '../../upstream/trial-classes';
import { TrialClassFormSchema } from '../../validation/trial-class';
import { publicProcedure, router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';

export const trialClassRouter = router({
  /** The offer when it is on; null when it is off or the API fails (no banner, the form says so). */
  offer: publicProcedure.query(async () => {
    try {
      const offer = await getTrialOffer();
      return offer.active ? offer : null;
    } catch (error) {
      logger.error({ reason: String(error) }, '[trial-class] offer unavailable, shown as off');
      return null;
    }
  }),

  /**
   * Server-only: the /clase-de-prueba action. Anonymous and writing upstream, so throttled per
   * client (decision 023); only valid input reaches this point.
   */
  book: serverProcedure.input(TrialClassFormSchema).mutation(async ({ ctx, input }) => {
    const result = await bookTrialClassOnce(ctx.clientIp ?? 'unknown', input);
    if (result.kind === 'throttled')
      throw new OutcomeError({ kind: 'throttled' }, 'Demasiadas reservas desde esta conexión');
    const { kind: _kind, ...booking } = result;
    return booking;
  }),
});
