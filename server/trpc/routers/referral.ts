/** The referral program (decision 035); another family's item or invoice is not found. */
import { z } from 'zod';
import { createUserCache } from '../../cache/user-cache';
import { getEnv } from '../../env';
import { invoicePageView } from '../../invoice-checkout/invoice-view';
import { applyReferralCode } from '../../referral/apply';
import { ReferralRefusedError } from '../../referral/errors';
import { referralItemHref } from '../../referral/item-link';
import { invitePath } from '../../referral/kinds';
import { inviteLinkView, inviteView, landingView, referralsView } from '../../referral/views';
import { LockBusyError } from '../../store/lock';
import { hit, refund } from '../../throttle';
import { createReferralLink, getReferralOverview, lookupReferralCode } from '../../upstream/referral';
import type { ReferralOverview } from '../../upstream/schemas/referral';
import { InvoiceIdSchema } from '../../validation/checkout';
import { ReferralCodeInputSchema, ReferralItemSchema } from '../../validation/referral';
import { accountProcedure, authedProcedure, mapDomainErrors, publicProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';
import { upstreamCause } from '../upstream-errors';

const notFound = () => new OutcomeError({ kind: 'not-found' }, 'No encontrado');

/**
 * The family's referable items and its invitations, as 'Mis referidos' and each invitation show
 * them: through the user cache, as the zone's other answers (decision 115).
 */
const overviewCache = createUserCache<ReferralOverview>();
const familyOverview = (auth: { user: { id: number }; refreshToken: string }) =>
  overviewCache.get(auth.user.id, 'overview', () => getReferralOverview(auth.refreshToken));

const mapReferralErrors = mapDomainErrors((error) => {
  if (error instanceof ReferralRefusedError)
    return new OutcomeError(
      { kind: 'referral-refused', reason: error.reason, message: error.text },
      error.text,
      error,
    );
  // Another request holds the invoice's lock for longer than we wait: the parent tries again.
  if (error instanceof LockBusyError)
    return new OutcomeError({ kind: 'throttled' }, 'La invitación se está aplicando', error);
  return null;
});

export const referralRouter = router({
  invite: authedProcedure.input(ReferralItemSchema).query(async ({ ctx, input }) => {
    const overview = await familyOverview(ctx.auth);
    const item = overview.items.find(
      (candidate) => candidate.kind === input.kind && candidate.id === input.id,
    );
    if (!item) throw notFound();
    const view = inviteView(item, {
      origin: getEnv().publicOrigin,
      timeZone: ctx.timeZone,
      inviterFirstName: ctx.auth.user.firstName,
    });
    return { ...view, itemHref: await referralItemHref(item.kind, item.name) };
  }),

  createLink: accountProcedure.input(ReferralItemSchema).mutation(async ({ ctx, input }) => {
    const link = await createReferralLink(ctx.auth.refreshToken, input.kind, input.id);
    return inviteLinkView(link, {
      origin: getEnv().publicOrigin,
      timeZone: ctx.timeZone,
      inviterFirstName: ctx.auth.user.firstName,
    });
  }),

  /**
   * A signed-in family learns if the code is its own. A code is a first name and a few letters, so
   * codes that do not exist are counted per client (decision 098): each look-up takes a try before
   * the API is asked (so tries sent at once cannot pass the limit) and gives it back unless the code
   * does not exist. Past the limit that client looks nothing up; a family following its link never
   * counts.
   */
  lookup: publicProcedure.input(z.object({ code: ReferralCodeInputSchema })).query(async ({ ctx, input }) => {
    const client = ctx.clientIp ?? 'unknown';
    if (!(await hit('referralMissesByClient', client)))
      throw new OutcomeError({ kind: 'throttled', scope: 'client' }, 'Demasiados códigos inexistentes');
    let lookup;
    try {
      lookup = await lookupReferralCode(input.code, ctx.auth?.refreshToken);
    } catch (error) {
      if (upstreamCause(error)?.kind !== 'not-found') await refund('referralMissesByClient', client);
      throw error;
    }
    await refund('referralMissesByClient', client);
    const itemHref = await referralItemHref(lookup.kind, lookup.item_name);
    return { ...landingView(lookup, ctx.timeZone), itemHref };
  }),

  mine: authedProcedure.query(async ({ ctx }) => {
    const overview = await familyOverview(ctx.auth);
    return referralsView(overview, ctx.timeZone, invitePath);
  }),

  /** Once per family (store lock, upstream reservation); the upstream computes the benefit. */
  applyToInvoice: accountProcedure
    .use(mapReferralErrors)
    .input(z.object({ invoiceId: InvoiceIdSchema, code: ReferralCodeInputSchema }))
    .mutation(async ({ ctx, input }) => {
      const invoice = await applyReferralCode({
        bearer: ctx.auth.refreshToken,
        familyId: ctx.auth.user.id,
        invoiceId: input.invoiceId,
        code: input.code,
      });
      return invoicePageView(invoice, ctx.auth.user.id, ctx.timeZone);
    }),
});
