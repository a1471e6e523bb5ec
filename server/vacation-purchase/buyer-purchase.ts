/**
 * Priced while signed out by location; once the buyer is known their own country decides (decision
 * 022). A promotion price is priced again from the program as the API answers it now (issue 75).
 */
import { currencyForCountry } from '@kernel/money';
import { OutcomeError } from '../trpc/outcomes';
import { buildPurchaseContext } from './purchase-context';
import { purchaseBlock } from './purchase-blocks';
import { findShownProgram } from './shown-program';
import type { PurchaseContext } from './types';

export async function purchaseForBuyer(
  purchase: PurchaseContext,
  buyer: { countryCode: string },
  timeZone: string,
): Promise<PurchaseContext> {
  // A promotion price is read again: it may have ended or sold out since the program was chosen,
  // and the sale is then opened at the normal price the page now shows (issue 75).
  const samePlace =
    purchase.guardian_country.toUpperCase() === buyer.countryCode.toUpperCase() &&
    purchase.currencyCode === currencyForCountry(buyer.countryCode);
  if (samePlace && !purchase.exist_discount) return purchase;
  const program = await findShownProgram(purchase.age_range, purchase.program_id);
  const group = program?.groups.find((g) => g.id === purchase.id_group);
  if (!program || !group || purchaseBlock(program))
    throw new OutcomeError({ kind: 'purchase-unavailable' }, 'Programa no disponible');
  return buildPurchaseContext({
    program,
    group,
    currency: currencyForCountry(buyer.countryCode),
    timeZone,
    // A signed-in buyer's place is their account's country (as visitorLocation says); no city,
    // unless it is the place the purchase was priced for.
    guardian: samePlace
      ? { country: purchase.guardian_country, city: purchase.guardian_city }
      : { country: buyer.countryCode, city: null },
  });
}
