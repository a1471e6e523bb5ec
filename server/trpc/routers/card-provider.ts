/** The Peruvian card provider for every kind of sale (decision 104): its offer and its one charge. */
import { z } from 'zod';
import { loadSale } from '../../sales/adapters';
import { chargeCard } from '../../sales/charge';
import { openCardOffer, standingOffer, withOpenSale } from '../../sales/offers';
import { requireOffered } from '../../sales/rules';
import { offerCardView } from '../../sales/card-view';
import { router } from '../init';
import { OfferInput, offerPayment, SaleInput, saleStepProcedure } from '../sale-procedures';

export const cardProviderRouter = router({
  /** A pedido's card step at its total: the standing offer or a new one (a vacation's: `purchases.start`). */
  offer: saleStepProcedure.input(SaleInput).mutation(({ ctx, input }) => {
    const { user, refreshToken } = ctx.auth;
    return withOpenSale(refreshToken, user.id, input.sale, async (sale) => {
      requireOffered(sale.ref.kind === 'invoice' && sale.currency === 'PEN');
      return offerCardView(await openCardOffer(refreshToken, user.id, sale), sale, user);
    });
  }),

  /** Reading only: the card step standing, the one record of it, and whether its terms were accepted. */
  openedOffer: saleStepProcedure.input(SaleInput).query(async ({ ctx, input }) => {
    const { user, refreshToken } = ctx.auth;
    const sale = await loadSale(refreshToken, input.sale);
    const offer = await standingOffer(user.id, sale, 'card');
    return offer && { card: offerCardView(offer, sale, user), termsAccepted: Boolean(offer.termsAcceptedAt) };
  }),

  /** Never twice for a sale, nor for a vacation program its child already has. */
  authorize: saleStepProcedure
    .input(OfferInput.extend({ transactionToken: z.string().min(1).max(200) }))
    .mutation(({ ctx, input }) =>
      chargeCard({ ...offerPayment(ctx, input), transactionToken: input.transactionToken }),
    ),
});
