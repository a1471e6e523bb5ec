/**
 * The purchase as the signed-in buyer pays it (issue 15, decision 022). 'Ir a Pagar' may have
 * been pressed while signed out, priced by where the visitor seemed to be; once the buyer is
 * known, their own country decides the currency (spec §9: PEN for Peru, USD otherwise), and the
 * price is read again from the program's data — never from the browser.
 */
import { buildPurchaseContext } from './purchase-context';
import { purchaseBlock } from './purchase-blocks';
import { currencyForCountry } from './pricing';
import { findShownProgram } from './shown-program';
import type { PurchaseContext } from './types';

/** The program or schedule of the purchase is no longer sold: nothing can be started. */
export class PurchaseUnavailableError extends Error {
  constructor() {
    super('program or schedule no longer available');
    this.name = 'PurchaseUnavailableError';
  }
}

/** True when the context was priced for this country already (nothing to recompute). */
export const pricedFor = (purchase: PurchaseContext, country: string) =>
  purchase.guardian_country.toUpperCase() === country.toUpperCase() &&
  purchase.currencyCode === currencyForCountry(country);

export async function purchaseForBuyer(
  purchase: PurchaseContext,
  buyer: { countryCode: string },
  timeZone: string,
): Promise<PurchaseContext> {
  if (pricedFor(purchase, buyer.countryCode)) return purchase;
  const program = await findShownProgram(purchase.age_range, purchase.program_id);
  const group = program?.groups.find((g) => g.id === purchase.id_group);
  if (!program || !group || purchaseBlock(program)) throw new PurchaseUnavailableError();
  return buildPurchaseContext({
    program,
    group,
    currency: currencyForCountry(buyer.countryCode),
    timeZone,
    // A signed-in buyer's place is their account's country (as visitorLocation says); no city.
    guardian: { country: buyer.countryCode, city: null },
  });
}
