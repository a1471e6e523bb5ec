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

export interface OpenedCard {
  /** The provider session the step was opened with (server/sales/offers.ts). */
  card: Parameters<typeof cardHostedFormUrl>[1];
  /** Accepted on the way to the hosted form: its return carries the token only. */
  termsAccepted: boolean;
  acceptTerms(): void | Promise<void>;
}

export async function payByCard(page: SalePage, opened: OpenedCard | null): Promise<Response> {
  const transactionToken = String(page.form.get('transactionToken') ?? '');
  if (!transactionToken && !opened) return page.go(page.path);
  if (!opened?.termsAccepted) {
    const terms = parseTerms(page.form);
    if (terms.status !== 'success') return termsRefused(terms.reply());
  }
  if (!transactionToken && opened) {
    await opened.acceptTerms();
    // JavaScript off: the card provider's hosted form, back to the page, its cancel to the step.
    const origin = returnOrigin(page.request);
    const urls = { returnUrl: `${origin}${page.path}`, cancelUrl: `${origin}${page.stepPath}` };
    return page.go(cardHostedFormUrl(new URL(page.request.url).origin, opened.card, urls));
  }
  let outcome;
  try {
    outcome = await page.caller.cardProvider.authorize({
      sale: page.sale,
      purchaseNumber: String(page.form.get('purchaseNumber') ?? ''),
      transactionToken,
    });
  } catch (error) {
    const answered = await page.refused(error);
    if (answered) return answered;
    const refusal = expectedOutcome(error);
    // A card of another brand than the code's promotion (decision 070): nothing charged, the step says why.
    if (refusal?.kind === 'code-refused') page.session.flash('paymentError', refusal.message);
    else logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] authorization failed');
    // Spec §4 "Exception": the form comes back ready to retry ('PAGAR' again, not 'PAGANDO...').
    return page.go(page.stepPath);
  }
  page.record(outcome);
  return page.go(page.resultPath);
}
