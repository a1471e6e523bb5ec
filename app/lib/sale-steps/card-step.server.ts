/**
 * Any sale's card step (spec §4): the embedded form's token is charged; without JavaScript the terms
 * are checked here and the hosted form posts the token back. Amounts never come from the form.
 */
import { cardHostedFormUrl } from '@server/card-provider/hosted-forms';
import { logger } from '@server/log/logger';
import { expectedOutcome } from '@server/trpc/outcomes';
import { parseTerms, termsRefused } from '~/lib/forms/terms.server';
import { reasonOf } from '~/lib/log-reason';
import { returnOrigin } from '~/lib/return-origin.server';
import type { SalePage } from './sale-page.server';

/** The step: the sale's ledger offer, terms too (decision 117); reading it meets the charge's refusals. */
export async function payByCard(page: SalePage): Promise<Response> {
  const { caller, sale, form } = page;
  const transactionToken = String(form.get('transactionToken') ?? '');
  let outcome;
  try {
    const opened = await caller.cardProvider.openedOffer({ sale });
    if (!transactionToken && !opened) return await page.go(page.path);
    if (!opened?.termsAccepted) {
      const terms = parseTerms(form);
      if (terms.status !== 'success') return termsRefused(terms.reply());
    }
    if (!transactionToken && opened) {
      await caller.invoices.acceptTerms({ sale, method: 'card' });
      // JavaScript off: the card provider's hosted form, back to the page, its cancel to the step.
      const origin = returnOrigin(page.request);
      const urls = { returnUrl: `${origin}${page.path}`, cancelUrl: `${origin}${page.stepPath}` };
      return await page.go(cardHostedFormUrl(new URL(page.request.url).origin, opened.card, urls));
    }
    outcome = await caller.cardProvider.authorize({
      sale,
      purchaseNumber: String(form.get('purchaseNumber') ?? ''),
      transactionToken,
    });
  } catch (error) {
    const answered = await page.refused(error);
    if (answered) return answered;
    const refusal = expectedOutcome(error);
    // A card of another brand than the code's promotion (decision 070): nothing charged, the step says why.
    if (refusal?.kind === 'code-refused') page.session.flash('paymentError', refusal.message);
    else logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] authorization failed');
    return page.go(page.stepPath);
  }
  page.record(outcome);
  return page.go(page.resultPath);
}
