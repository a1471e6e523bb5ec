/** The free trial class (decision 036): booked once per form and throttled per client. */
import { logger } from '../../log/logger';
import { optionalSection } from '../../upstream/optional-section';
import { bookTrialClassOnce } from '../../trial-class/book-once';
import { getTrialOffer } from '../../upstream/trial-classes';
import { TrialClassFormSchema } from '../../validation/trial-class';
import { publicProcedure, router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';

export const trialClassRouter = router({
  /** Null when it is off or the API fails. */
  offer: publicProcedure.query(async () => {
    try {
      const offer = await getTrialOffer();
      return offer.active ? offer : null;
    } catch (error) {
      logger.error({ reason: String(error) }, '[trial-class] offer unavailable, shown as off');
      return null;
    }
  }),

  /** The banner of the home and /cursos: an extra, with its own short deadline. */
  banner: publicProcedure.query(() =>
    optionalSection(
      'trial-class banner',
      getTrialOffer().then((offer) => (offer.active ? offer : null)),
      null,
    ),
  ),

  book: serverProcedure.input(TrialClassFormSchema).mutation(async ({ ctx, input }) => {
    const result = await bookTrialClassOnce(ctx.clientIp ?? 'unknown', input);
    if (result.kind === 'throttled')
      throw new OutcomeError(
        { kind: 'throttled', scope: result.scope },
        result.scope === 'site'
          ? 'Demasiadas reservas en todo el sitio'
          : 'Demasiadas reservas desde esta conexión',
      );
    const { kind: _kind, ...booking } = result;
    return booking;
  }),
});
