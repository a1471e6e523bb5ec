/** Priced while signed out by location; once the buyer is known their own country decides (decision 022). */
import { OutcomeError } from '../trpc/outcomes';
import { buildPurchaseContext } from './purchase-context';
import { purchaseBlock } from './purchase-blocks';
import { currencyForCountry } from './pricing';
import { findShownProgram } from './shown-program';
import type { PurchaseContext } from './types';

const unavailable = () => new OutcomeError({ kind: 'purchase-unavailable' }, 'Programa no disponible');

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
  if (!program || !group || purchaseBlock(program)) throw unavailable();
  return buildPurchaseContext({
    program,
    group,
    currency: currencyForCountry(buyer.countryCode),
    timeZone,
    // A signed-in buyer's place is their account's country (as visitorLocation says); no city.
    guardian: { country: buyer.countryCode, city: null },
  });
}
