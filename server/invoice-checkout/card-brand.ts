/**
 * Card-brand promotions (decision 070): the brand is checked on the card the provider holds, never
 * digits the browser typed, before the charge.
 */
import { cardBrandRefusal } from '@kernel/texts/checkout';
import { logger } from '../log/logger';
import { tokenisedCard } from '../upstream/invoices';
import type { Invoice, PaymentIntent } from '../upstream/schemas/invoices';
import type { OutcomeError } from '../trpc/outcomes';
import { codeRefused } from './codes';

/** Null when any card pays the invoice's total. */
export const requiredBrand = (invoice: Pick<Invoice, 'discount_code'>): string | null =>
  invoice.discount_code?.card_brand ?? null;

const sameBrand = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function refuse(invoice: Invoice, required: string, card: string | null): OutcomeError {
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
  return codeRefused('card-brand', cardBrandRefusal(required));
}

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

/** Dollars: null when the held card may be captured. */
export function heldCardRefusal(invoice: Invoice, intent: PaymentIntent): OutcomeError | null {
  const required = requiredBrand(invoice);
  if (required === null) return null;
  const brand = intent.card?.brand ?? null;
  return brand !== null && sameBrand(brand, required) ? null : refuse(invoice, required, brand);
}
