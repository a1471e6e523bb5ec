/**
 * Card-brand promotions (issue 50, decision 070): MASTERCARD20, MCPROMO20. The invoice's total
 * already carries the discount, on the condition of the brand; the card that must meet it is the
 * one the provider holds for this payment, never digits the browser typed. Checked where the
 * charge is made, before it: a soles card through `cards/mc-validation` (the transaction token
 * names the tokenised card), a dollar card from the held payment intent (manual capture). A card
 * of another brand is refused with nothing charged; the parent pays with another card or takes
 * the code off. Each refusal is logged (brands only, never card data).
 */
import { cardBrandRefusal } from '@kernel/texts/checkout';
import { logger } from '../log/logger';
import { tokenisedCard } from '../upstream/cards';
import type { Invoice, PaymentIntent } from '../upstream/schemas/invoices';
import { CodeRefusedError } from './errors';

/** The brand the invoice's code requires ('mastercard'), or null when any card pays its total. */
export const requiredBrand = (invoice: Pick<Invoice, 'discount_code'>): string | null =>
  invoice.discount_code?.card_brand ?? null;

const sameBrand = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function refuse(invoice: Invoice, required: string, card: string | null): CodeRefusedError {
  logger.warn(
    {
      event: 'payment',
      outcome: 'card_brand_refused',
      invoice: invoice.number,
      code: invoice.discount_code?.code ?? null,
      required,
      brand: card,
    },
    'invoice payment refused before the charge: card brand',
  );
  return new CodeRefusedError('card-brand', cardBrandRefusal(required));
}

/** Soles: the card tokenised under `transactionToken` must be of the promotion's brand. */
export async function requireTokenisedBrand(
  bearer: string,
  invoice: Invoice,
  transactionToken: string,
): Promise<void> {
  const required = requiredBrand(invoice);
  if (required === null) return;
  const card = await tokenisedCard(bearer, invoice.invoice_id, transactionToken);
  // Both the API's verdict and our own reading of the brand must agree.
  if (!card.valid || !sameBrand(card.brand, required)) throw refuse(invoice, required, card.brand);
}

/** Dollars: the refusal for a held card of another brand, or null when it may be captured. */
export function heldCardRefusal(invoice: Invoice, intent: PaymentIntent): CodeRefusedError | null {
  const required = requiredBrand(invoice);
  if (required === null) return null;
  const brand = intent.card?.brand ?? null;
  return brand !== null && sameBrand(brand, required) ? null : refuse(invoice, required, brand);
}
