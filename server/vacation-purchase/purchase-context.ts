/** Spec §3's purchase context, from the campaign data the server fetched itself (§4), never the browser's. */
import { formatLongDate } from '@kernel/dates';
import { currencyForCountry, type Currency } from '@kernel/money';
import { OutcomeError } from '../trpc/outcomes';
import type { VacationGroup, VacationProgram } from '../upstream/schemas/vacation';
import { priceFor } from './pricing';
import { purchaseBlock } from './purchase-blocks';
import { scheduleText } from './schedule-text';
import { findShownProgram } from './shown-program';
import type { PurchaseContext } from './types';

export function buildPurchaseContext(input: {
  program: VacationProgram;
  group: VacationGroup;
  currency: Currency;
  timeZone: string;
  guardian: { country: string; city: string | null };
}) {
  const { program, group, currency } = input;
  const price = priceFor(program, currency);
  const courseIds = program.courses.map((course) => course.id);
  return {
    program_id: program.id,
    age_range: program.age_range,
    name_product: program.name,
    price: price.price,
    before_price: price.beforePrice,
    // The promotion as priced now: an ended or sold-out one is no discount (issue 75).
    exist_discount: price.beforePrice !== null,
    discount_off: price.discountOff,
    currencyCode: currency,
    duration: program.duration,
    id_group: group.id,
    schedule: scheduleText(group, input.timeZone),
    days_start: formatLongDate(group.start_date),
    start_date: group.start_date,
    courses_in_path: courseIds,
    number_course: courseIds.length,
    firstCourse: courseIds[0] ?? null,
    secondCourse: courseIds[1] ?? null,
    isArrayGroup: group.groups_to_buy.length > 1,
    array_group: group.groups_to_buy,
    /** Spanish day names and Lima start hours. */
    frequency: group.frequency.map(({ day_name, time_start }) => ({ day_name, time_start })),
    isFullPath: false,
    isSubscription: program.is_subscription,
    type_purchase: 'vacaciones' as const,
    guardian_country: input.guardian.country,
    guardian_city: input.guardian.city,
  };
}

/** Priced by location; again for the buyer's country (decision 022) and promotion as it stands (issue 75). */
export async function purchaseForBuyer(
  purchase: PurchaseContext,
  buyer: { countryCode: string },
  timeZone: string,
): Promise<PurchaseContext> {
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
